import { LIST_LIMITS, type Goal, type Milestone } from '@coaching/contract';

/** The widget's goals: the first active ones, in the order the server lists them. */
export function widgetGoals(goals: readonly Goal[]): Goal[] {
  return goals.filter((goal) => goal.status === 'active').slice(0, LIST_LIMITS.goalsWidgetGoals);
}

/**
 * Two milestones per goal, the next uncompleted ones first; when fewer are left, the latest
 * completed ones fill in. Shown in the goal's own order.
 */
export function widgetMilestones(milestones: readonly Milestone[]): Milestone[] {
  const limit = LIST_LIMITS.goalsWidgetMilestones;
  const pending = milestones.filter((milestone) => !milestone.completed).slice(0, limit);
  const room = limit - pending.length;
  const done = room > 0 ? milestones.filter((milestone) => milestone.completed).slice(-room) : [];
  const chosen = new Set([...pending, ...done]);
  return milestones.filter((milestone) => chosen.has(milestone));
}
