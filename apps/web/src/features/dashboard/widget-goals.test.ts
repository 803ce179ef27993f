import { describe, expect, it } from 'vitest';
import { goal, milestone } from './dashboard-test-utils.js';
import { widgetGoals, widgetMilestones } from './widget-goals.js';

const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('widgetMilestones', () => {
  it('prefers the next uncompleted milestones', () => {
    const list = [milestone('a', true, 1), milestone('b', false, 2), milestone('c', false, 3), milestone('d', false, 4)];
    expect(titles(widgetMilestones(list))).toEqual(['b', 'c']);
  });

  it('fills in with the latest completed ones, in the goal order', () => {
    const list = [milestone('a', true, 1), milestone('b', true, 2), milestone('c', false, 3)];
    expect(titles(widgetMilestones(list))).toEqual(['b', 'c']);
    expect(titles(widgetMilestones([milestone('a', true, 1), milestone('b', true, 2), milestone('c', true, 3)]))).toEqual(['b', 'c']);
    expect(titles(widgetMilestones([milestone('a', false, 1)]))).toEqual(['a']);
    expect(widgetMilestones([])).toEqual([]);
  });
});

describe('widgetGoals', () => {
  it('keeps the first three active goals', () => {
    const goals = [goal(1), goal(2, { status: 'completed' }), goal(3), goal(4), goal(5)];
    expect(titles(widgetGoals(goals))).toEqual(['Goal 1', 'Goal 3', 'Goal 4']);
  });
});
