import { describe, expect, it } from 'vitest';
import { isDue, nextSweepAt, reportSlot, sweepKey, weekStarting } from './weekly-report.schedule.js';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('reportSlot', () => {
  it('goes out on Monday at 08:00 in the client’s timezone, about the Monday to Sunday before, across a change of clocks', () => {
    // Madrid moved to summer time on Sunday 28 March 2027: the week began at UTC+1 and ended at UTC+2.
    const slot = reportSlot(at('2027-03-29T05:30:00Z'), 'Europe/Madrid');
    expect(slot.sendAt.toISOString()).toBe('2027-03-29T06:00:00.000Z');
    expect(slot.week.week).toBe('2027-03-22');
    expect(slot.week.from.toISOString()).toBe('2027-03-21T23:00:00.000Z');
    expect(slot.week.to.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(slot.closesAt.toISOString()).toBe('2027-03-29T22:00:00.000Z');
  });

  it('keeps to half-hour timezones, and to a Monday that is still Sunday in UTC', () => {
    expect(reportSlot(at('2027-03-01T02:00:00Z'), 'Asia/Kolkata').sendAt.toISOString()).toBe('2027-03-01T02:30:00.000Z');
    const auckland = reportSlot(at('2027-02-28T18:30:00Z'), 'Pacific/Auckland');
    expect(auckland.sendAt.toISOString()).toBe('2027-02-28T19:00:00.000Z');
    expect(auckland.week.week).toBe('2027-02-22');
  });

  it('reads a week back from its Monday in any timezone', () => {
    const week = weekStarting('2027-03-22', 'Europe/Madrid');
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual(['2027-03-21T23:00:00.000Z', '2027-03-28T22:00:00.000Z']);
  });
});

describe('isDue', () => {
  const slot = reportSlot(at('2027-03-29T05:00:00Z'), 'Europe/Madrid'); // sent at 06:00 UTC

  it('schedules the reports that go out before the next sweep, once their Monday has begun', () => {
    expect(isDue(slot, at('2027-03-29T05:00:00Z'), undefined)).toBe(false);
    expect(isDue(slot, at('2027-03-29T05:00:01Z'), undefined)).toBe(true);
  });

  it('leaves what an earlier sweep covered, and catches up late on the Monday only', () => {
    expect(isDue(slot, at('2027-03-29T06:00:00Z'), at('2027-03-29T06:00:00Z'))).toBe(true);
    expect(isDue(slot, at('2027-03-29T06:00:00Z'), at('2027-03-29T06:00:01Z'))).toBe(false);
    // After an outage, the first sweep of a start covers what is left of the Monday.
    expect(isDue(slot, at('2027-03-29T21:00:00Z'), undefined)).toBe(true);
    expect(isDue(slot, at('2027-03-29T22:00:00Z'), undefined)).toBe(false);
  });
});

describe('the chain of sweeps', () => {
  it('runs at the start of every hour, each hour under one key', () => {
    expect(nextSweepAt(at('2027-03-29T05:59:59Z')).toISOString()).toBe('2027-03-29T06:00:00.000Z');
    expect(nextSweepAt(at('2027-03-29T06:00:00Z')).getTime() - at('2027-03-29T06:00:00Z').getTime()).toBe(HOUR);
    expect(sweepKey(at('2027-03-29T06:00:00Z'))).toBe('reports.weekly.sweep:2027-03-29T06');
  });
});
