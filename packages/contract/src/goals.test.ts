import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyGoalDefaults,
  AssistGoalBodySchema,
  daysLeft,
  defaultMilestones,
  GoalBodySchema,
  goalDateToInstant,
  goalProgress,
} from './goals.js';

const now = new Date('2026-11-23T09:00:00.000Z');

function messagesFor(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('applyGoalDefaults', () => {
  const empty = GoalBodySchema.parse({ smartCriteria: { specific: 'deliver three conference talks about our platform, and more' } });

  it('fills every empty field with the save defaults of spec section 5', () => {
    const goal = applyGoalDefaults(empty, now);
    expect(goal.title).toBe('Deliver three conference talks about');
    expect(goal.description).toBe('A SMART goal to work on with my coach.');
    expect(goal.category).toBe('Personal Growth');
    expect(goal.targetDate).toBe('2027-02-23T09:00:00.000Z');
    expect(goal.smartCriteria).toEqual({
      specific: 'deliver three conference talks about our platform, and more',
      measurable: 'To be defined',
      achievable: 'To be defined',
      relevant: 'To be defined',
      timeBound: 'To be defined',
    });
  });

  it('keeps what the user wrote', () => {
    const written = { ...empty, title: 'Speak at Devoxx', description: 'Stage time', category: 'Communication', targetDate: '2027-05-01' };
    expect(applyGoalDefaults(written, now)).toMatchObject({
      title: 'Speak at Devoxx',
      description: 'Stage time',
      category: 'Communication',
      targetDate: '2027-05-01',
    });
  });

  it('keeps a title taken from five very long words within the title limit', () => {
    const long = GoalBodySchema.parse({ smartCriteria: { specific: `${'x'.repeat(900)} ${'y'.repeat(900)}` } });
    expect(applyGoalDefaults(long, now).title).toHaveLength(200);
  });

  it('strips trailing punctuation from a title taken from a short Specific text', () => {
    const short = GoalBodySchema.parse({ smartCriteria: { specific: 'run a marathon.' } });
    expect(applyGoalDefaults(short, now).title).toBe('Run a marathon');
  });
});

describe('GoalBodySchema', () => {
  it('answers unknown categories, bad dates and blank milestones with readable messages', () => {
    const result = GoalBodySchema.safeParse({ category: 'Astrology', targetDate: '2026-02-30', milestones: [{ title: ' ' }] });
    expect(messagesFor(result)).toEqual({
      category: 'Choose one of the listed categories',
      targetDate: 'Enter a valid date',
      'milestones.0.title': 'Milestone title is required',
    });
  });

  it('accepts the categories of both the goals page and the assistant page', () => {
    expect(GoalBodySchema.safeParse({ category: 'Leadership' }).success).toBe(true);
    expect(GoalBodySchema.safeParse({ category: 'Creative Projects' }).success).toBe(true);
  });

  it('keeps only the five most recent AI suggestions', () => {
    const parsed = GoalBodySchema.parse({ aiSuggestions: ['1', '2', '', '3', '4', '5', '6'] });
    expect(parsed.aiSuggestions).toEqual(['2', '3', '4', '5', '6']);
  });
});

describe('milestones and progress', () => {
  it('starts a goal with five milestones, the first one done', () => {
    const milestones = defaultMilestones(now);
    expect(milestones.map((m) => m.title)).toEqual(['Goal defined', '25% checkpoint', '50% checkpoint', '75% checkpoint', 'Goal achieved']);
    expect(milestones.map((m) => m.completed)).toEqual([true, false, false, false, false]);
    expect(goalProgress('active', milestones.map((m) => ({ completed: m.completed ?? false })))).toBe(20);
  });

  it('puts a completed goal at 100 whatever its milestones say', () => {
    expect(goalProgress('completed', [{ completed: false }])).toBe(100);
    expect(goalProgress('active', [])).toBe(0);
  });
});

describe('dates', () => {
  it('never counts negative days left', () => {
    expect(daysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(daysLeft('2026-11-30T09:00:00Z', now)).toBe(7);
  });

  it('counts calendar days, whatever the hour: a goal due tomorrow at noon has one day left at 9 am', () => {
    expect(daysLeft(new Date(2026, 10, 24, 12), new Date(2026, 10, 23, 9))).toBe(1);
    expect(daysLeft(new Date(2026, 10, 23, 12), new Date(2026, 10, 23, 9))).toBe(0);
    expect(daysLeft(new Date(2026, 10, 24, 0, 30), new Date(2026, 10, 23, 23, 30))).toBe(1);
  });

  it('reads a bare date as noon UTC, the same day in every timezone', () => {
    expect(goalDateToInstant('2027-03-01').toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(goalDateToInstant('2027-03-01T08:00:00+02:00').toISOString()).toBe('2027-03-01T06:00:00.000Z');
  });

  it('refuses years no one means', () => {
    expect(GoalBodySchema.safeParse({ targetDate: '0000-01-01' }).success).toBe(false);
    expect(GoalBodySchema.safeParse({ targetDate: '1899-12-31' }).success).toBe(false);
    expect(GoalBodySchema.safeParse({ targetDate: '2031-06-30' }).success).toBe(true);
  });

  it('adds months without overflowing short months', () => {
    expect(addMonths(new Date('2026-11-30T12:00:00Z'), 3).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });
});

describe('AssistGoalBodySchema', () => {
  const goalData = { specific: '', measurable: 'two talks a quarter' };

  it('lets Summarize work from Measurable alone', () => {
    expect(AssistGoalBodySchema.safeParse({ goalData, assistanceType: 'summarize' }).success).toBe(true);
  });

  it('asks for the Specific text before Expand and Refine', () => {
    for (const assistanceType of ['expand', 'refine']) {
      const result = AssistGoalBodySchema.safeParse({ goalData, assistanceType });
      expect(messagesFor(result)).toEqual({ 'goalData.specific': 'Write the Specific criterion first' });
    }
  });

  it('refuses an unknown assistance type', () => {
    const result = AssistGoalBodySchema.safeParse({ goalData: { specific: 'x' }, assistanceType: 'rewrite' });
    expect(messagesFor(result)).toEqual({ assistanceType: 'assistanceType must be summarize, expand or refine' });
  });
});
