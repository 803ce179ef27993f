import { GOAL_LIMITS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { goalWithStatus, milestoneInputs, toGoalBody } from './goal-body.js';
import { goalFormValues } from './goal-form.js';
import { makeGoal } from './goals-test-utils.js';

const now = new Date('2026-11-23T09:00:00.000Z');

describe('toGoalBody', () => {
  it('trims and bounds the AI suggestions, drops blank ones and keeps the last five', () => {
    const long = 'x'.repeat(GOAL_LIMITS.criterionMaxLength + 10);
    const body = toGoalBody(goalFormValues(), ['one', ' ', 'two', 'three', 'four', `  ${long}  `], now);
    expect(body.aiSuggestions).toEqual(['one', 'two', 'three', 'four', long.slice(0, GOAL_LIMITS.criterionMaxLength)]);
  });
});

describe('goalWithStatus', () => {
  it('is the goal with the new status, and leaves its milestones to the server', () => {
    const goal = makeGoal({ aiSuggestions: ['Name a date'] });
    const body = goalWithStatus(goal, 'completed');
    expect(body).toEqual({
      title: goal.title,
      description: goal.description,
      category: goal.category,
      targetDate: goal.targetDate,
      status: 'completed',
      smartCriteria: goal.smartCriteria,
      aiSuggestions: ['Name a date'],
    });
    expect(body).not.toHaveProperty('milestones');
  });

  it('carries the milestones by id when asked, for a completion that ticks them all', () => {
    const goal = makeGoal();
    const body = goalWithStatus(goal, 'completed', milestoneInputs(goal.milestones, true));
    expect(body.milestones).toEqual(goal.milestones.map(({ _id, title, dueDate }) => ({ _id, title, completed: true, dueDate })));
    expect(milestoneInputs(goal.milestones).map((milestone) => milestone.completed)).toEqual(goal.milestones.map((m) => m.completed));
  });
});
