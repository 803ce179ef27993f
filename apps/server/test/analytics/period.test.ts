import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../../src/modules/analytics/period.js';

const noon = new Date('2026-03-31T12:00:00Z');

describe('the period of a report', () => {
  it('is the last 30 days, today included, by day, unless told otherwise', () => {
    const period = resolvePeriod({}, noon, 'UTC');
    expect(period).toMatchObject({ from: '2026-03-02', to: '2026-03-31', interval: 'day', start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
    expect(period.buckets).toHaveLength(30);
  });

  it('counts 12 months by calendar month, this one included', () => {
    const period = resolvePeriod({ period: '12m' }, noon, 'UTC');
    expect(period).toMatchObject({ from: '2025-04-01', to: '2026-03-31', interval: 'month' });
    expect(period.buckets).toEqual(['2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('groups 90 days by week, each bucket named by its Monday', () => {
    const period = resolvePeriod({ period: '90d' }, noon, 'UTC');
    expect(period.interval).toBe('week');
    expect(period.buckets[0]).toBe('2025-12-29');
    expect(period.buckets.at(-1)).toBe('2026-03-30');
  });

  it("takes its days from the platform timezone, edges where that zone's midnights fall, across a change of clocks", () => {
    // 23:30 UTC on 28 March is already the 29th in Paris, the day clocks go forward (a 23-hour day).
    const period = resolvePeriod({ period: '7d' }, new Date('2026-03-28T23:30:00Z'), 'Europe/Paris');
    expect(period).toMatchObject({ from: '2026-03-23', to: '2026-03-29', timezone: 'Europe/Paris' });
    expect(period.start).toEqual(new Date('2026-03-22T23:00:00Z'));
    expect(period.end).toEqual(new Date('2026-03-29T22:00:00Z'));
  });

  it('chooses the grouping by length for a range: days up to 31, weeks up to 180, months beyond', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-31' }, noon, 'UTC').interval).toBe('day');
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-06-29' }, noon, 'UTC').interval).toBe('week');
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-31' }, noon, 'UTC')).toMatchObject({ interval: 'month', buckets: expect.arrayContaining(['2025-01-01', '2026-01-01']) });
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-31', interval: 'month' }, noon, 'UTC').buckets).toEqual(['2026-01-01']);
  });
});
