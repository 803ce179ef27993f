import { describe, expect, it } from 'vitest';
import { changeOf, composeProgress, localDay, reflectionStreak, weekOf } from './client-progress.js';
import type { DayActivity } from './client-progress.repository.js';

const NOW = new Date('2026-12-02T09:00:00Z'); // a Wednesday
const base = { now: NOW, timezone: 'Europe/London', shared: true, reflectionDays: [] as string[], achievements: [] };
const reflection = (date: string, mood: number, confidence: number, count = 1): DayActivity => ({ date, kind: 'reflections', count, mood, confidence });

describe('composeProgress', () => {
  it('lays out the last 30 days and 12 weeks ending today, with the day’s mood, confidence and engagement', () => {
    const progress = composeProgress({
      ...base,
      activity: [reflection('2026-12-02', 8, 6), { date: '2026-12-02', kind: 'aiMessages', count: 3, mood: null, confidence: null }, { date: '2026-11-30', kind: 'sessions', count: 1, mood: null, confidence: null }],
    });
    expect(progress.days).toHaveLength(30);
    expect(progress.days[0]!.date).toBe('2026-11-03');
    expect(progress.days.at(-1)).toMatchObject({ date: '2026-12-02', mood: 8, confidence: 6, aiMessages: 3, reflections: 1, engagement: 4 });
    expect(progress.days.at(-3)).toMatchObject({ date: '2026-11-30', mood: null, sessions: 1, engagement: 1 });
    expect(progress.weeks).toHaveLength(12);
    expect(progress.weeks.at(-1)).toMatchObject({ week: '2026-11-30', aiMessages: 3, sessions: 1, reflections: 1 });
    expect(progress.weeks[0]!.week).toBe('2026-09-14');
  });

  it('reads the day in the client’s timezone', () => {
    // 09:00 UTC on 2 December is still 1 December in Honolulu.
    expect(localDay(NOW, 'Pacific/Honolulu')).toBe('2026-12-01');
    expect(composeProgress({ ...base, timezone: 'Pacific/Honolulu', activity: [] }).days.at(-1)!.date).toBe('2026-12-01');
  });

  it('says new before anything, quiet after a silent week, and rising, steady or dipping from mood and confidence', () => {
    expect(composeProgress({ ...base, activity: [] }).trend).toBe('new');
    expect(composeProgress({ ...base, activity: [reflection('2026-11-20', 6, 6)], reflectionDays: ['2026-11-20'] }).trend).toBe('quiet');
    const weeks = (before: number, now: number) => [reflection('2026-11-23', before, before), reflection('2026-12-01', now, now)];
    expect(composeProgress({ ...base, activity: weeks(5, 7) }).trend).toBe('rising');
    expect(composeProgress({ ...base, activity: weeks(6, 6) }).trend).toBe('steady');
    expect(composeProgress({ ...base, activity: weeks(8, 5) }).trend).toBe('dipping');
  });

  it('falls back on activity when there are no reflections to compare', () => {
    const messages = (date: string, count: number): DayActivity => ({ date, kind: 'aiMessages', count, mood: null, confidence: null });
    expect(composeProgress({ ...base, activity: [messages('2026-11-24', 2), messages('2026-12-01', 8)] }).trend).toBe('rising');
    expect(composeProgress({ ...base, activity: [messages('2026-11-24', 9), messages('2026-12-01', 2)] }).trend).toBe('dipping');
  });

  it('celebrates a reflection streak of three days or more among the achievements, newest first', () => {
    const progress = composeProgress({
      ...base,
      activity: [],
      reflectionDays: ['2026-12-02', '2026-12-01', '2026-11-30', '2026-11-28'],
      achievements: [{ type: 'goal_completed', title: 'Run a 10k', at: new Date('2026-11-29T10:00:00Z') }],
    });
    expect(progress.reflectionStreak).toBe(3);
    expect(progress.achievements).toEqual([
      { type: 'reflection_streak', title: '', days: 3, at: NOW.toISOString() },
      { type: 'goal_completed', title: 'Run a 10k', at: '2026-11-29T10:00:00.000Z' },
    ]);
  });
});

describe('reflectionStreak', () => {
  it('counts the days in a row up to today or yesterday, and is 0 once a day is missed', () => {
    expect(reflectionStreak(['2026-12-01', '2026-11-30'], '2026-12-02')).toBe(2);
    expect(reflectionStreak(['2026-11-30', '2026-11-29'], '2026-12-02')).toBe(0);
    expect(reflectionStreak([], '2026-12-02')).toBe(0);
  });
});

describe('weekOf', () => {
  it('adds up one Monday-to-Sunday week of the series, with the mean mood and confidence of its reflections', () => {
    const { days } = composeProgress({
      ...base,
      activity: [
        reflection('2026-11-23', 9, 9),
        reflection('2026-11-24', 8, 6, 3),
        reflection('2026-11-29', 4, 6),
        { date: '2026-11-29', kind: 'sessions', count: 1, mood: null, confidence: null },
        { date: '2026-11-30', kind: 'aiMessages', count: 5, mood: null, confidence: null },
      ],
    });
    expect(weekOf(days, '2026-11-23')).toEqual({ aiMessages: 0, messages: 0, sessions: 1, reflections: 5, mood: 7.4, confidence: 6.6 });
    expect(weekOf(days, '2026-11-16')).toEqual({ aiMessages: 0, messages: 0, sessions: 0, reflections: 0, mood: null, confidence: null });
  });
});

describe('changeOf', () => {
  it('says up or down from half a point, about the same within it, and nothing without both weeks', () => {
    expect([changeOf(7, 6.5), changeOf(6, 6.5), changeOf(6.6, 6.5), changeOf(6, null), changeOf(null, 6)]).toEqual(['up', 'down', 'same', null, null]);
  });
});
