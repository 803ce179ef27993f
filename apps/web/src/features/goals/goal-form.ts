import {
  ALL_GOAL_CATEGORIES,
  applyGoalDefaults,
  GOAL_LIMITS,
  GoalBodySchema,
  RECENT_AI_SUGGESTIONS,
  SMART_CRITERIA,
  type Goal,
  type GoalBody,
  type GoalData,
  type GoalStatus,
  type GoalSuggestion,
  type MilestoneInput,
  type SmartCriteria,
} from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { isoToLocalDate, localDateToIso } from './goal-format.js';

/** What the goal dialog edits; targetDate is the date field's day ('2026-12-31') or ''. */
export type GoalFormValues = {
  title: string;
  description: string;
  category: string;
  targetDate: string;
  smartCriteria: SmartCriteria;
};

const EMPTY_CRITERIA: SmartCriteria = { specific: '', measurable: '', achievable: '', relevant: '', timeBound: '' };

export function goalFormValues(goal?: Goal): GoalFormValues {
  if (!goal) return { title: '', description: '', category: '', targetDate: '', smartCriteria: EMPTY_CRITERIA };
  const { title, description, category, targetDate, smartCriteria } = goal;
  return { title, description, category, targetDate: isoToLocalDate(targetDate), smartCriteria: { ...smartCriteria } };
}

/** The body's own rules (lengths, category, date) without its defaults, so the dialog says what the server would. */
const body = GoalBodySchema.shape;
const criterion = body.smartCriteria.unwrap().shape;
const GoalFormSchema = z.object({
  title: body.title.unwrap(),
  description: body.description.unwrap(),
  category: body.category.unwrap(),
  targetDate: body.targetDate.unwrap().unwrap(),
  smartCriteria: z.object({
    specific: criterion.specific.unwrap(),
    measurable: criterion.measurable.unwrap(),
    achievable: criterion.achievable.unwrap(),
    relevant: criterion.relevant.unwrap(),
    timeBound: criterion.timeBound.unwrap(),
  }),
});
export const goalFormResolver: Resolver<GoalFormValues> = zodResolver(GoalFormSchema);

export function goalDataOf(values: GoalFormValues): GoalData {
  return { title: values.title.trim(), category: values.category, ...values.smartCriteria };
}

function milestoneInputs(goal: Goal): MilestoneInput[] {
  return goal.milestones.map(({ _id, title, completed, completedDate, dueDate }) => ({ _id, title, completed, completedDate, dueDate }));
}

function keepRecent(suggestions: readonly string[]): string[] {
  return suggestions
    .map((text) => text.trim().slice(0, GOAL_LIMITS.criterionMaxLength))
    .filter((text) => text !== '')
    .slice(-RECENT_AI_SUGGESTIONS);
}

/**
 * What the dialog sends: the save defaults of spec section 5 applied, and on an update the goal's
 * status, milestones and suggestions kept, since PUT replaces the whole goal.
 */
export function toGoalBody(values: GoalFormValues, goal: Goal | undefined, suggestions: readonly string[], now: Date): GoalBody {
  const targetDate = values.targetDate ? localDateToIso(values.targetDate) : '';
  const filled = applyGoalDefaults({ ...values, targetDate }, now);
  const aiSuggestions = keepRecent([...(goal?.aiSuggestions ?? []), ...suggestions]);
  if (!goal) return aiSuggestions.length > 0 ? { ...filled, aiSuggestions } : filled;
  return { ...filled, status: goal.status, milestones: milestoneInputs(goal), aiSuggestions };
}

/** The whole goal as a PUT body, with a new status. */
export function goalWithStatus(goal: Goal, status: GoalStatus): GoalBody {
  const { title, description, category, targetDate, smartCriteria, aiSuggestions } = goal;
  return { title, description, category, targetDate, status, smartCriteria, milestones: milestoneInputs(goal), aiSuggestions };
}

/** Apply Suggestions: the AI's criteria replace the form's; title and category only fill blanks. */
export function withSuggestion(values: GoalFormValues, suggestion: GoalSuggestion): GoalFormValues {
  const smartCriteria = { ...values.smartCriteria };
  for (const key of SMART_CRITERIA) {
    const text = suggestion[key].trim();
    if (text) smartCriteria[key] = text;
  }
  const knownCategory = (ALL_GOAL_CATEGORIES as readonly string[]).includes(suggestion.category) ? suggestion.category : '';
  return {
    ...values,
    title: values.title.trim() ? values.title : suggestion.title.trim(),
    category: values.category || knownCategory,
    smartCriteria,
  };
}
