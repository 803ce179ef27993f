import { describe, expect, it } from 'vitest';
import { evaluate, loadCases, recall } from './evaluation.js';

/**
 * The floors the screen has reached, so that no later change lowers them without this failing. The
 * held-out part (held-out.json and held-out-b.json, two authors) was never tuned on; its figures are
 * the honest measure (see README, Safety). Raise a floor when the screen gets better; never lower one
 * to make a change pass.
 */
const HELD_OUT_FLOOR = { crisis: 0.8, alert: 0.91, maxFalseAlarms: 0.05 };
const DEV_FLOOR = { crisis: 0.985, alert: 0.99, maxFalseAlarms: 0.003 };

/**
 * Screening thousands of labelled messages takes tens of seconds (about 4 ms a message here, more
 * when the whole suite shares the machine): a bound on the run, not a measure. Speed is the bench's.
 */
const EVALUATION_TIMEOUT = 300_000;

describe('the safety screen on the labelled set', () => {
  it('holds its recall and false alarms on the held-out part', () => {
    const heldOut = evaluate(loadCases('held-out'));
    expect(recall.crisis(heldOut)).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.crisis);
    expect(recall.alert(heldOut)).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.alert);
    expect(recall.falseAlarms(heldOut)).toBeLessThanOrEqual(HELD_OUT_FLOOR.maxFalseAlarms);
  }, EVALUATION_TIMEOUT);

  it('holds its recall and false alarms on the development part', () => {
    const dev = evaluate(loadCases('dev'));
    expect(recall.crisis(dev)).toBeGreaterThanOrEqual(DEV_FLOOR.crisis);
    expect(recall.alert(dev)).toBeGreaterThanOrEqual(DEV_FLOOR.alert);
    expect(recall.falseAlarms(dev)).toBeLessThanOrEqual(DEV_FLOOR.maxFalseAlarms);
  }, EVALUATION_TIMEOUT);
});
