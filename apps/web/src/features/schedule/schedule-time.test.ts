import { describe, expect, it } from 'vitest';
import { nextDay, toWallClock, zonedDay, zonedInstant, zonedTime } from './schedule-time.js';

describe("the coach's clock", () => {
  it('reads a time of day in the zone across the March change in New York', () => {
    expect(zonedInstant('2030-03-09', '09:00', 'America/New_York')).toBe('2030-03-09T14:00:00.000Z');
    expect(zonedInstant('2030-03-11', '09:00', 'America/New_York')).toBe('2030-03-11T13:00:00.000Z');
  });

  it('reads an instant back as the day and time of the zone, across the October change in London', () => {
    expect([zonedDay('2030-10-26T23:30:00.000Z', 'Europe/London'), zonedTime('2030-10-26T23:30:00.000Z', 'Europe/London')]).toEqual(['2030-10-27', '00:30']);
    expect([zonedDay('2030-10-27T23:30:00.000Z', 'Europe/London'), zonedTime('2030-10-27T23:30:00.000Z', 'Europe/London')]).toEqual(['2030-10-27', '23:30']);
  });

  it('moves an instant to the wall clock the calendar draws on', () => {
    const local = toWallClock('2030-07-01T13:15:00.000Z', 'Asia/Tokyo');
    expect([local.getHours(), local.getMinutes(), local.getDate()]).toEqual([22, 15, 1]);
  });

  it('steps to the next day across a month end', () => {
    expect(nextDay('2030-02-28')).toBe('2030-03-01');
  });
});
