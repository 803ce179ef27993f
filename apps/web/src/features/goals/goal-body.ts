import {
  applyGoalDefaults,
  GOAL_LIMITS,
  RECENT_AI_SUGGESTIONS,
  type Goal,
  type GoalBody,
  type GoalStatus,
  type Milestone,
  type MilestoneInput,
  type SmartCriteria,
} from '@coaching/contract';

/**
 * What the web sends on POST and PUT /goals. No milestones: on create the server adds the five
 * defaults, and on PUT it rewrites them from the list sent, so a list read when the screen rendered
 * would untick a milestone ticked since (by this client or by the coach). Absent, they are kept.
 * The one exception is a completion that closes the open milestones, and its Undo (goalWithStatus).
 */
export type GoalSaveBody = Omit<GoalBody, 'milestones'>;

/** The goal's own fields, as the dialog and the assistant collect them; targetDate is ISO or empty. */
export type GoalFields = { title: string; description: string; category: string; targetDate?: string; smartCriteria: SmartCriteria };

/** A body with the save defaults filled in, as the assistant's summary and clipboard show it. */
export type FilledGoalBody = Required<GoalFields> & { aiSuggestions: string[] };

/** Each suggestion trimmed and bounded, blanks dropped, the last five kept: a long AI answer must not fail the save. */
function keepRecent(suggestions: readonly string[]): string[] {
  return suggestions
    .map((text) => text.trim().slice(0, GOAL_LIMITS.criterionMaxLength))
    .filter((text) => text !== '')
    .slice(-RECENT_AI_SUGGESTIONS);
}

/** A goal as it will be saved: the save defaults of spec section 5 applied, its AI suggestions oldest first. */
export function toGoalBody(fields: GoalFields, aiSuggestions: readonly string[], now: Date): FilledGoalBody {
  const { title, description, category, targetDate, smartCriteria } = applyGoalDefaults(fields, now);
  return { title, description, category, targetDate, smartCriteria, aiSuggestions: keepRecent(aiSuggestions) } satisfies GoalSaveBody;
}

/** The status icon's PUT: the goal as it is, with the new status, and its milestones only when they change too. */
export function goalWithStatus(goal: Goal, status: GoalStatus, milestones?: MilestoneInput[]): GoalBody {
  const { title, description, category, targetDate, smartCriteria, aiSuggestions } = goal;
  const body: GoalSaveBody = { title, description, category, targetDate, status, smartCriteria, aiSuggestions };
  return milestones ? { ...body, milestones } : body;
}

/** The milestones as a PUT body lists them, each kept by its id; `completed` ticks (or unticks) them all. */
export function milestoneInputs(milestones: readonly Milestone[], completed?: boolean): MilestoneInput[] {
  return milestones.map(({ _id, title, completed: done, dueDate }) => ({ _id, title, completed: completed ?? done, dueDate }));
}
