import { ANALYTICS_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { periodParams, rangeError, readPeriod } from './analytics-period.js';

const read = (search: string) => readPeriod(new URLSearchParams(search));

describe('readPeriod', () => {
  it('reads a period and an interval from the address', () => {
    expect(read('?period=90d&interval=week')).toEqual({ choice: '90d', interval: 'week', query: { period: '90d', interval: 'week' } });
    expect(read('?from=2030-01-01&to=2030-03-31')).toEqual({ choice: 'custom', interval: 'auto', query: { from: '2030-01-01', to: '2030-03-31' } });
  });

  it('falls back to the last 30 days for what the contract would refuse', () => {
    const fallback = { choice: '30d', interval: 'auto', query: { period: '30d' } };
    expect(read('')).toEqual(fallback);
    expect(read('?period=1y&interval=hour')).toEqual(fallback);
    expect(read('?from=2030-01-01')).toEqual(fallback);
    expect(read('?from=2030-03-01&to=2030-01-01')).toEqual(fallback);
    expect(read('?from=2030-02-30&to=2030-03-01')).toEqual(fallback);
  });
});

describe('periodParams and rangeError', () => {
  it('leave an automatic interval out of the address', () => {
    expect(periodParams({ period: '7d' }, 'auto')).toEqual({ period: '7d' });
    expect(periodParams({ from: '2030-01-01', to: '2030-01-31' }, 'day')).toEqual({ from: '2030-01-01', to: '2030-01-31', interval: 'day' });
  });

  it("say a range's first fault in the contract's words", () => {
    expect(rangeError('2030-01-01', '2030-01-31')).toBeUndefined();
    expect(rangeError('2030-02-01', '2030-01-31')).toBe(ANALYTICS_MESSAGES.rangeReversed);
    expect(rangeError('2028-01-01', '2030-01-31')).toBe(ANALYTICS_MESSAGES.rangeTooLong);
    expect(rangeError('', '2030-01-31')).toBe(ANALYTICS_MESSAGES.dateInvalid);
  });
});
