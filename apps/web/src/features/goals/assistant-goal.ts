import {
  applyGoalDefaults,
  GOAL_ASSISTANT_CATEGORIES,
  GOAL_LIMITS,
  GOAL_MESSAGES,
  SMART_CRITERIA,
  type GoalBody,
  type GoalData,
  type GoalSuggestion,
} from '@coaching/contract';

export const EMPTY_GOAL_DATA: GoalData = { title: '', category: '', specific: '', measurable: '', achievable: '', relevant: '', timeBound: '' };

function isAssistantCategory(category: string): boolean {
  return (GOAL_ASSISTANT_CATEGORIES as readonly string[]).includes(category);
}

/** Fills every criterion the suggestion has text for; title and category only where the user left them empty. */
export function applySuggestion(values: GoalData, suggestion: GoalSuggestion): GoalData {
  const next = { ...values };
  for (const criterion of SMART_CRITERIA) {
    if (suggestion[criterion].trim()) next[criterion] = suggestion[criterion];
  }
  if (!values.title.trim() && suggestion.title.trim()) next.title = suggestion.title;
  if (!values.category && isAssistantCategory(suggestion.category)) next.category = suggestion.category;
  return next;
}

/** The goal as it will be saved: the save defaults of spec section 5 applied. */
export function toGoalBody(values: GoalData, aiSuggestions: string[], now: Date) {
  const { title, category, ...smartCriteria } = values;
  const body = applyGoalDefaults({ title, description: '', category, smartCriteria }, now);
  return {
    ...body,
    // The server keeps the last five and bounds each one; a long AI answer must not make the save fail.
    aiSuggestions: aiSuggestions.map((content) => content.trim().slice(0, GOAL_LIMITS.criterionMaxLength)),
  } satisfies GoalBody;
}

/** The goal as readable text for the clipboard. */
export function smartGoalText(values: GoalData, now: Date): string {
  const goal = toGoalBody(values, [], now);
  const criteria = SMART_CRITERIA.map((criterion) => `${GOAL_MESSAGES.smartLabels[criterion]}: ${goal.smartCriteria[criterion].trim()}`);
  return [goal.title, `Category: ${goal.category}`, '', ...criteria].join('\n');
}
