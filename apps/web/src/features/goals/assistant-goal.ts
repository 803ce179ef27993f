import { GOAL_ASSISTANT_CATEGORIES, SMART_CRITERIA, type GoalData, type GoalSuggestion } from '@coaching/contract';
import { i18n } from '../../i18n/i18n.js';
import { localizeMessage, valueLabel } from '../../i18n/localize-message.js';
import { toGoalBody, type GoalFields } from './goal-body.js';

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

/** The assistant's values as goal fields: it asks for no description or date, so the save defaults fill them. */
export function goalFieldsOf(values: GoalData): GoalFields {
  const { title, category, ...smartCriteria } = values;
  return { title, description: '', category, smartCriteria };
}

/** The goal as readable text for the clipboard, in the reader's language. */
export function smartGoalText(values: GoalData, now: Date): string {
  const t = i18n.getFixedT(null, ['goals', 'messages']);
  const goal = toGoalBody(goalFieldsOf(values), [], now);
  const criteria = SMART_CRITERIA.map((criterion) =>
    t('assistant.clipboardCriterion', {
      label: t(`messages:goal.smartLabels.${criterion}`),
      text: localizeMessage(goal.smartCriteria[criterion].trim()),
    }),
  );
  const category = t('assistant.clipboardCategory', { category: valueLabel('common:labels.goalCategories', goal.category) });
  return [goal.title, category, '', ...criteria].join('\n');
}
