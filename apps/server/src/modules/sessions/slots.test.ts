import { WEEKDAYS } from '@coaching/contract';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { bookableSlots, type Interval, isBookableSlot, type SlotRules, workingWindows } from './slots.js';

type Weekday = (typeof WEEKDAYS)[number];

/** Weekly hours open only on the days given, as [startTime, endTime]. */
function weekly(open: Partial<Record<Weekday, [string, string]>>): SlotRules['weekly'] {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = open[day];
      return [day, hours ? { available: true, startTime: hours[0], endTime: hours[1] } : { available: false, startTime: '09:00', endTime: '17:00' }];
    }),
  ) as SlotRules['weekly'];
}

/** A Paris coach open Mondays 09:00-12:00 offering 60-minute sessions every 30 minutes, no other limits. */
function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: 'Europe/Paris',
    weekly: weekly({ monday: ['09:00', '12:00'] }),
    overrides: [],
    blocks: [],
    busy: [],
    durationMinutes: 60,
    bufferMinutes: 0,
    maxDailySessions: 10,
    minimumNoticeMinutes: 0,
    horizonDays: 365,
    stepMinutes: 30,
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);
const between = (from: string, to: string) => ({ from: at(from), to: at(to) });
const interval = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
const starts = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString());
const NOW = at('2027-01-01T00:00:00Z');
// Monday 4 January 2027 and the week around it; Paris is UTC+1 in winter, UTC+2 in summer.
const FIRST_WEEK = between('2027-01-03T00:00:00Z', '2027-01-11T00:00:00Z');

describe('bookableSlots: working hours', () => {
  it('offers the weekly hours as wall-clock times in the coach zone, every step, each one duration long', () => {
    const slots = bookableSlots(rules(), FIRST_WEEK, NOW);
    expect(starts(slots)).toEqual([
      '2027-01-04T08:00:00.000Z',
      '2027-01-04T08:30:00.000Z',
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
    ]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 60 * 60_000)).toBe(true);
  });

  it('follows the zone offset into summer time', () => {
    expect(starts(bookableSlots(rules({ stepMinutes: 60 }), between('2027-07-05T00:00:00Z', '2027-07-06T00:00:00Z'), NOW))).toEqual([
      '2027-07-05T07:00:00.000Z',
      '2027-07-05T08:00:00.000Z',
      '2027-07-05T09:00:00.000Z',
    ]);
  });

  it("takes the weekday from the coach's zone: an Auckland Monday starts on Sunday in UTC", () => {
    const auckland = rules({ timeZone: 'Pacific/Auckland', weekly: weekly({ monday: ['09:00', '10:00'] }) });
    expect(starts(bookableSlots(auckland, FIRST_WEEK, NOW))).toEqual(['2027-01-03T20:00:00.000Z', '2027-01-10T20:00:00.000Z']);
  });

  it('offers only starts inside the requested range', () => {
    expect(starts(bookableSlots(rules(), between('2027-01-04T09:00:00Z', '2027-01-04T10:00:00Z'), NOW))).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
    ]);
  });

  it('gives a day off no slots, and an override opens a normally-off Saturday or closes or changes a Monday', () => {
    const withOverrides = rules({
      stepMinutes: 60,
      overrides: [
        { date: '2027-01-09', available: true, startTime: '10:00', endTime: '12:00' },
        { date: '2027-01-11', available: false, startTime: '09:00', endTime: '12:00' },
        { date: '2027-01-18', available: true, startTime: '14:00', endTime: '15:00' },
      ],
    });
    const slots = bookableSlots(withOverrides, between('2027-01-05T00:00:00Z', '2027-01-26T00:00:00Z'), NOW);
    expect(starts(slots)).toEqual(['2027-01-09T09:00:00.000Z', '2027-01-09T10:00:00.000Z', '2027-01-18T13:00:00.000Z', '2027-01-25T08:00:00.000Z', '2027-01-25T09:00:00.000Z', '2027-01-25T10:00:00.000Z']);
  });

  it('opens no window when the end is not after the start, rather than running past midnight', () => {
    const overnight = rules({ weekly: weekly({ monday: ['22:00', '02:00'], tuesday: ['09:00', '09:00'] }) });
    expect(bookableSlots(overnight, FIRST_WEEK, NOW)).toEqual([]);
  });
});

describe('bookableSlots: existing sessions, blocks and limits', () => {
  const monday = between('2027-01-04T00:00:00Z', '2027-01-05T00:00:00Z');
  const longMonday = weekly({ monday: ['09:00', '13:00'] });
  const session = interval('2027-01-04T09:00:00Z', '2027-01-04T10:00:00Z'); // 10:00-11:00 in Paris

  it('may touch an existing session without a buffer, and keeps the buffer free around it with one', () => {
    expect(starts(bookableSlots(rules({ weekly: longMonday, busy: [session] }), monday, NOW))).toEqual([
      '2027-01-04T08:00:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T10:30:00.000Z',
      '2027-01-04T11:00:00.000Z',
    ]);
    expect(starts(bookableSlots(rules({ weekly: longMonday, busy: [session], bufferMinutes: 15 }), monday, NOW))).toEqual([
      '2027-01-04T10:30:00.000Z',
      '2027-01-04T11:00:00.000Z',
    ]);
  });

  it('offers nothing that overlaps a blocked time', () => {
    const blocked = rules({ blocks: [interval('2027-01-04T08:45:00Z', '2027-01-04T09:15:00Z')], bufferMinutes: 30 });
    expect(starts(bookableSlots(blocked, monday, NOW))).toEqual(['2027-01-04T09:30:00.000Z', '2027-01-04T10:00:00.000Z']);
  });

  it('closes a coach-local day that already holds the maximum number of sessions', () => {
    const both = weekly({ monday: ['09:00', '12:00'], tuesday: ['09:00', '12:00'] });
    // 00:30 on Monday in Paris is still Sunday in UTC; 00:30 on Tuesday in Paris is Monday in UTC.
    const mondayEarly = interval('2027-01-03T23:30:00Z', '2027-01-04T00:00:00Z');
    const tuesdayEarly = interval('2027-01-04T23:30:00Z', '2027-01-05T00:00:00Z');
    const week = between('2027-01-04T00:00:00Z', '2027-01-06T00:00:00Z');
    const onlyMonday = bookableSlots(rules({ weekly: both, busy: [mondayEarly], maxDailySessions: 1, stepMinutes: 60 }), week, NOW);
    expect(starts(onlyMonday)).toEqual(['2027-01-05T08:00:00.000Z', '2027-01-05T09:00:00.000Z', '2027-01-05T10:00:00.000Z']);
    const onlyTuesday = bookableSlots(rules({ weekly: both, busy: [tuesdayEarly], maxDailySessions: 1, stepMinutes: 60 }), week, NOW);
    expect(starts(onlyTuesday)).toEqual(['2027-01-04T08:00:00.000Z', '2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z']);
    expect(bookableSlots(rules({ weekly: both, busy: [mondayEarly], maxDailySessions: 2, stepMinutes: 60 }), week, NOW)).toHaveLength(6);
  });

  it('offers nothing sooner than the minimum notice', () => {
    const now = at('2027-01-04T08:10:00Z');
    expect(starts(bookableSlots(rules({ minimumNoticeMinutes: 60 }), monday, now))).toEqual(['2027-01-04T09:30:00.000Z', '2027-01-04T10:00:00.000Z']);
  });

  it('offers nothing beyond the horizon, the last instant included', () => {
    const now = at('2027-01-01T09:00:00Z');
    expect(starts(bookableSlots(rules({ horizonDays: 3 }), monday, now))).toEqual([
      '2027-01-04T08:00:00.000Z',
      '2027-01-04T08:30:00.000Z',
      '2027-01-04T09:00:00.000Z',
    ]);
    expect(bookableSlots(rules({ horizonDays: 2 }), monday, now)).toEqual([]);
  });
});

const windowRows = (windows: Array<Interval & { date: string }>) =>
  windows.map(({ date, start, end }) => [date, start.toISOString(), end.toISOString()]);

describe('workingWindows', () => {
  it('lists every coach-local date touching the range with its window, skipping days off', () => {
    const open = rules({ weekly: weekly({ monday: ['09:00', '12:00'], wednesday: ['13:30', '18:00'] }) });
    // The range ends at midnight UTC, an hour into Monday 11 January in Paris: that date touches it.
    expect(windowRows(workingWindows(open, FIRST_WEEK))).toEqual([
      ['2027-01-04', '2027-01-04T08:00:00.000Z', '2027-01-04T11:00:00.000Z'],
      ['2027-01-06', '2027-01-06T12:30:00.000Z', '2027-01-06T17:00:00.000Z'],
      ['2027-01-11', '2027-01-11T08:00:00.000Z', '2027-01-11T11:00:00.000Z'],
    ]);
    expect(workingWindows(open, between('2027-01-04T12:00:00Z', '2027-01-04T12:00:00Z'))).toEqual([]);
  });
});

describe('bookableSlots across daylight-saving changes', () => {
  const nineToFive = weekly({ friday: ['09:00', '17:00'], sunday: ['09:00', '17:00'], monday: ['09:00', '17:00'] });
  const earlyHours = weekly({ sunday: ['00:00', '04:00'] });
  const hourly = { durationMinutes: 60, stepMinutes: 60 };

  it.each([
    // London: clocks go forward on 28 March 2027 and back on 31 October 2027.
    ['Europe/London', '2027-03-26', ['2027-03-26T09:00:00.000Z', '2027-03-28T08:00:00.000Z', '2027-03-29T08:00:00.000Z']],
    ['Europe/London', '2027-10-29', ['2027-10-29T08:00:00.000Z', '2027-10-31T09:00:00.000Z', '2027-11-01T09:00:00.000Z']],
    // New York: forward on 14 March 2027, back on 7 November 2027.
    ['America/New_York', '2027-03-12', ['2027-03-12T14:00:00.000Z', '2027-03-14T13:00:00.000Z', '2027-03-15T13:00:00.000Z']],
    ['America/New_York', '2027-11-05', ['2027-11-05T13:00:00.000Z', '2027-11-07T14:00:00.000Z', '2027-11-08T14:00:00.000Z']],
  ])('keeps 09:00-17:00 local in %s around %s, the change day included', (timeZone, friday, nineOClocks) => {
    const from = at(`${friday}T00:00:00Z`);
    const range = { from, to: new Date(from.getTime() + 4 * 86_400_000) };
    const windows = workingWindows(rules({ timeZone, weekly: nineToFive }), range);
    expect(windows.map((window) => window.start.toISOString())).toEqual(nineOClocks);
    expect(windows.every((window) => window.end.getTime() - window.start.getTime() === 8 * 3_600_000)).toBe(true);
    const slots = bookableSlots(rules({ timeZone, weekly: nineToFive, ...hourly }), range, NOW);
    expect(slots).toHaveLength(3 * 8);
    expect(starts(slots).filter((start, index) => index % 8 === 0)).toEqual(nineOClocks);
  });

  it.each([
    ['Europe/London', '2027-03-28', ['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z']],
    ['Europe/London', '2027-10-31', ['2027-10-30T23:00:00.000Z', '2027-10-31T00:00:00.000Z', '2027-10-31T01:00:00.000Z', '2027-10-31T02:00:00.000Z', '2027-10-31T03:00:00.000Z']],
    ['America/New_York', '2027-03-14', ['2027-03-14T05:00:00.000Z', '2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z']],
    ['America/New_York', '2027-11-07', ['2027-11-07T04:00:00.000Z', '2027-11-07T05:00:00.000Z', '2027-11-07T06:00:00.000Z', '2027-11-07T07:00:00.000Z', '2027-11-07T08:00:00.000Z']],
  ])('counts real hours in a 00:00-04:00 window holding the skipped or repeated hour (%s, %s)', (timeZone, date, expected) => {
    const midday = at(`${date}T12:00:00Z`);
    const range = { from: new Date(midday.getTime() - 86_400_000), to: new Date(midday.getTime() + 86_400_000) };
    const dstRules = rules({ timeZone, weekly: earlyHours, ...hourly });
    const slots = bookableSlots(dstRules, range, NOW);
    expect(starts(slots)).toEqual(expected);
    // isBookableSlot agrees on every quarter hour of the two days, for the offered length only.
    for (let time = range.from.getTime(); time < range.to.getTime(); time += 15 * 60_000) {
      const start = new Date(time);
      const offered = expected.includes(start.toISOString());
      expect(isBookableSlot(dstRules, { start, end: new Date(time + 3_600_000) }, NOW)).toBe(offered);
      expect(isBookableSlot(dstRules, { start, end: new Date(time + 7_200_000) }, NOW)).toBe(false);
    }
  });

  it('keeps a session that straddles the change its real length when fitting slots around it', () => {
    // 00:30 GMT to 02:30 BST on 28 March 2027 is one hour of real time.
    const straddling = interval('2027-03-28T00:30:00Z', '2027-03-28T01:30:00Z');
    const london = rules({ timeZone: 'Europe/London', weekly: earlyHours, busy: [straddling] });
    const slots = bookableSlots(london, between('2027-03-27T12:00:00Z', '2027-03-29T12:00:00Z'), NOW);
    expect(starts(slots)).toEqual(['2027-03-28T01:30:00.000Z', '2027-03-28T02:00:00.000Z']);
    expect(slots.every((slot) => isBookableSlot(london, slot, NOW))).toBe(true);
    expect(isBookableSlot(london, interval('2027-03-28T01:00:00Z', '2027-03-28T02:00:00Z'), NOW)).toBe(false);
  });

  it("gives the same answer whatever the server's own time zone", () => {
    const london = rules({ timeZone: 'Europe/London', weekly: weekly({ sunday: ['00:00', '04:00'], monday: ['09:00', '17:00'] }) });
    const range = between('2027-10-29T00:00:00Z', '2027-11-09T00:00:00Z');
    const compute = () => JSON.stringify([bookableSlots(london, range, NOW), workingWindows(london, range)]);
    const baseline = compute();
    const original = process.env.TZ;
    try {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        // The process zone really changed (a local getter, used here on purpose), yet the result did not.
        expect(new Date('2027-01-04T00:00:00Z').getHours()).not.toBe(0);
        expect(compute()).toBe(baseline);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});

describe('isBookableSlot', () => {
  const offered = interval('2027-01-04T08:30:00Z', '2027-01-04T09:30:00Z');

  it('accepts a slot bookableSlots offers', () => {
    expect(isBookableSlot(rules(), offered, NOW)).toBe(true);
  });

  it('refuses a start off the step grid', () => {
    expect(isBookableSlot(rules(), interval('2027-01-04T08:15:00Z', '2027-01-04T09:15:00Z'), NOW)).toBe(false);
  });

  it('refuses a length other than the session duration', () => {
    expect(isBookableSlot(rules(), interval('2027-01-04T08:30:00Z', '2027-01-04T09:00:00Z'), NOW)).toBe(false);
    expect(isBookableSlot(rules(), interval('2027-01-04T08:30:00Z', '2027-01-04T10:00:00Z'), NOW)).toBe(false);
  });

  it('refuses a slot already taken or overlapping a session, and accepts one touching it', () => {
    const taken = rules({ busy: [offered] });
    expect(isBookableSlot(taken, offered, NOW)).toBe(false);
    expect(isBookableSlot(taken, interval('2027-01-04T09:00:00Z', '2027-01-04T10:00:00Z'), NOW)).toBe(false);
    expect(isBookableSlot(taken, interval('2027-01-04T09:30:00Z', '2027-01-04T10:30:00Z'), NOW)).toBe(true);
  });

  it('refuses a slot outside the working hours or the notice', () => {
    expect(isBookableSlot(rules(), interval('2027-01-05T08:30:00Z', '2027-01-05T09:30:00Z'), NOW)).toBe(false);
    expect(isBookableSlot(rules({ minimumNoticeMinutes: 60 }), offered, at('2027-01-04T07:45:00Z'))).toBe(false);
  });
});

describe('bookableSlots at scale', () => {
  it('handles 200 sessions over 60 days quickly and never offers time too close to one', () => {
    const everyDay = weekly(Object.fromEntries(WEEKDAYS.map((day) => [day, ['08:00', '20:00']])));
    const busy = Array.from({ length: 200 }, (_, index) => {
      const start = Date.UTC(2027, 0, 2 + (index % 60), 7 + ((index * 7) % 11), ((index * 13) % 4) * 15);
      return { start: new Date(start), end: new Date(start + (30 + (index % 3) * 30) * 60_000) };
    });
    const busyRules = rules({ weekly: everyDay, busy, bufferMinutes: 10, durationMinutes: 45, stepMinutes: 5, maxDailySessions: 4, horizonDays: 60 });
    const started = performance.now();
    const slots = bookableSlots(busyRules, between('2027-01-01T00:00:00Z', '2027-03-10T00:00:00Z'), NOW);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(slots.length).toBeGreaterThan(1_000);
    const buffer = 10 * 60_000;
    const tooClose = slots.filter((slot) =>
      busy.some((session) => session.start.getTime() < slot.end.getTime() + buffer && session.end.getTime() > slot.start.getTime() - buffer),
    );
    expect(tooClose).toEqual([]);
    const parisDate = (date: Date) => format(date, 'yyyy-MM-dd', { in: tz('Europe/Paris') });
    const perDate = new Map<string, number>();
    for (const session of busy) perDate.set(parisDate(session.start), (perDate.get(parisDate(session.start)) ?? 0) + 1);
    const fullDates = new Set([...perDate].filter(([, count]) => count >= 4).map(([date]) => date));
    expect(fullDates.size).toBeGreaterThan(0);
    expect(slots.filter((slot) => fullDates.has(parisDate(slot.start)))).toEqual([]);
    expect(slots.at(-1)!.start.getTime()).toBeLessThanOrEqual(at('2027-03-02T00:00:00Z').getTime());
  });
});
