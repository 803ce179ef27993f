import {
  ALL_GOAL_CATEGORIES,
  GoalBodySchema,
  SMART_CRITERIA,
  type Goal,
  type GoalData,
  type GoalSuggestion,
  type SmartCriteria,
} from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { toGoalBody, type GoalSaveBody } from './goal-body.js';
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

/**
 * What the dialog sends. An update also carries the goal's status and its earlier suggestions,
 * since PUT replaces those; milestones are left out so the server keeps the stored ones (goal-body.ts).
 */
export function goalBodyFromForm(values: GoalFormValues, goal: Goal | undefined, suggestions: readonly string[], now: Date): GoalSaveBody {
  const targetDate = values.targetDate ? localDateToIso(values.targetDate) : '';
  const body = toGoalBody({ ...values, targetDate }, [...(goal?.aiSuggestions ?? []), ...suggestions], now);
  return goal ? { ...body, status: goal.status } : body;
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
