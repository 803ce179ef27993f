import { describe, expect, it } from 'vitest';
import { daysAway, partOfDay } from './coach-time.js';

describe('partOfDay', () => {
  it.each([
    ['2030-03-04T15:00:00Z', 'morning'], // midnight in Tokyo
    ['2030-03-04T02:59:00Z', 'morning'], // 11:59
    ['2030-03-04T03:00:00Z', 'afternoon'], // 12:00
    ['2030-03-04T08:59:00Z', 'afternoon'], // 17:59
    ['2030-03-04T09:00:00Z', 'evening'], // 18:00
    ['2030-03-04T14:59:00Z', 'evening'], // 23:59
  ])('reads %s on the Tokyo clock as %s', (instant, expected) => {
    expect(partOfDay(instant, 'Asia/Tokyo')).toBe(expected);
  });

  it("follows the coach's zone rather than UTC", () => {
    // 16:00 UTC is 11:00 in New York.
    expect(partOfDay('2030-03-04T16:00:00Z', 'America/New_York')).toBe('morning');
    expect(partOfDay('2030-03-04T16:00:00Z', 'UTC')).toBe('afternoon');
  });
});

describe('daysAway', () => {
  const now = '2030-03-04T05:00:00Z'; // 14:00 on 4 March in Tokyo

  it('counts calendar days in the zone', () => {
    expect(daysAway('2030-03-04T14:59:00Z', now, 'Asia/Tokyo')).toBe(0); // 23:59 the same day
    expect(daysAway('2030-03-04T15:00:00Z', now, 'Asia/Tokyo')).toBe(1); // midnight: tomorrow already
    expect(daysAway('2030-03-05T15:00:00Z', now, 'Asia/Tokyo')).toBe(2);
    expect(daysAway('2030-03-04T15:00:00Z', now, 'UTC')).toBe(0);
  });

  it('counts across a change of daylight saving time', () => {
    // New York moves its clocks forward on 10 March 2030.
    expect(daysAway('2030-03-10T14:00:00Z', '2030-03-09T15:00:00Z', 'America/New_York')).toBe(1);
  });
});
