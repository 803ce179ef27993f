import { GOAL_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { goalBodyFromForm, goalFormValues, withSuggestion } from './goal-form.js';
import { assistReply, makeGoal } from './goals-test-utils.js';

const now = new Date('2026-11-23T09:00:00.000Z');
const filled = { ...goalFormValues(), smartCriteria: { specific: 'ship the beta to ten customers', measurable: '', achievable: '', relevant: '', timeBound: '' } };

describe('goalBodyFromForm', () => {
  it('applies the save defaults and sends no milestones for a new goal', () => {
    expect(goalBodyFromForm(filled, undefined, [], now)).toEqual({
      title: 'Ship the beta to ten',
      description: GOAL_MESSAGES.defaultDescription,
      category: 'Personal Growth',
      targetDate: '2027-02-23T09:00:00.000Z',
      smartCriteria: { specific: 'ship the beta to ten customers', measurable: 'To be defined', achievable: 'To be defined', relevant: 'To be defined', timeBound: 'To be defined' },
      aiSuggestions: [],
    });
  });

  it('sends the chosen day as noon in the user’s timezone', () => {
    const body = goalBodyFromForm({ ...filled, targetDate: '2027-03-04' }, undefined, [], now);
    expect(body.targetDate).toBe(new Date(2027, 2, 4, 12).toISOString());
  });

  it('keeps an edited goal’s status and the last five suggestions, and leaves its milestones to the server', () => {
    const goal = makeGoal({ status: 'completed', aiSuggestions: ['one', 'two', 'three'] });
    const body = goalBodyFromForm(goalFormValues(goal), goal, ['four', 'five', 'six'], now);
    expect(body.status).toBe('completed');
    expect(body.aiSuggestions).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(body).not.toHaveProperty('milestones');
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
