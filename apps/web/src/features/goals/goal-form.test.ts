import { GOAL_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { goalFormValues, goalWithStatus, toGoalBody, withSuggestion } from './goal-form.js';
import { assistReply, makeGoal } from './goals-test-utils.js';

const now = new Date('2026-11-23T09:00:00.000Z');
const filled = { ...goalFormValues(), smartCriteria: { specific: 'ship the beta to ten customers', measurable: '', achievable: '', relevant: '', timeBound: '' } };

describe('toGoalBody', () => {
  it('applies the save defaults and sends no milestones for a new goal', () => {
    expect(toGoalBody(filled, undefined, [], now)).toEqual({
      title: 'Ship the beta to ten',
      description: GOAL_MESSAGES.defaultDescription,
      category: 'Personal Growth',
      targetDate: '2027-02-23T09:00:00.000Z',
      smartCriteria: { specific: 'ship the beta to ten customers', measurable: 'To be defined', achievable: 'To be defined', relevant: 'To be defined', timeBound: 'To be defined' },
    });
  });

  it('sends the chosen day as noon in the user’s timezone', () => {
    const body = toGoalBody({ ...filled, targetDate: '2027-03-04' }, undefined, [], now);
    expect(body.targetDate).toBe(new Date(2027, 2, 4, 12).toISOString());
  });

  it('keeps an edited goal’s status, milestones and the last five suggestions', () => {
    const goal = makeGoal({ status: 'completed', aiSuggestions: ['one', 'two', 'three'] });
    const body = toGoalBody(goalFormValues(goal), goal, ['four', 'five', 'six'], now);
    expect(body.status).toBe('completed');
    expect(body.milestones).toEqual(goal.milestones.map(({ _id, title, completed, completedDate, dueDate }) => ({ _id, title, completed, completedDate, dueDate })));
    expect(body.aiSuggestions).toEqual(['two', 'three', 'four', 'five', 'six']);
  });
});

describe('goalWithStatus', () => {
  it('is the whole goal with the new status', () => {
    const goal = makeGoal();
    expect(goalWithStatus(goal, 'completed')).toMatchObject({ title: goal.title, targetDate: goal.targetDate, status: 'completed', smartCriteria: goal.smartCriteria });
  });
});

describe('withSuggestion', () => {
  it('takes the suggested criteria, and title and category only where the form has none', () => {
    const reply = assistReply('text', { title: 'Beta launch', category: 'Career Development', specific: 'Ship the beta', measurable: '' });
    expect(withSuggestion(filled, reply.parsedData)).toMatchObject({
      title: 'Beta launch',
      category: 'Career Development',
      smartCriteria: { specific: 'Ship the beta', measurable: '' },
    });
    expect(withSuggestion({ ...filled, title: 'Mine', category: 'Leadership' }, reply.parsedData)).toMatchObject({ title: 'Mine', category: 'Leadership' });
  });

  it('ignores a category no goal may carry', () => {
    expect(withSuggestion(filled, assistReply('text', { category: 'Astrology' }).parsedData).category).toBe('');
  });
});
