import { GOAL_LIMITS, GOAL_TITLE_WORDS_FROM_SPECIFIC, SMART_CRITERIA, type GoalAssistanceType, type GoalData, type GoalSuggestion } from '@coaching/contract';
import { i18n } from '../../i18n/i18n.js';
import { valueLabel } from '../../i18n/localize-message.js';

/**
 * What the goal helpers show when the AI cannot be reached (spec section 8): a suggestion built in
 * the browser from the user's own text, so the user still gets something to work with.
 */
export function offlineSuggestion(goal: GoalData, type: GoalAssistanceType): { content: string; parsedData: GoalSuggestion } {
  const specific = goal.specific.trim();
  const subject = specific.replace(/[.!?]+$/, '') || goal.measurable.trim().replace(/[.!?]+$/, '');
  const title = (goal.title.trim() || titleFromWords(subject)).slice(0, GOAL_LIMITS.titleMaxLength);
  // Written in the reader's language: the suggestion goes into their own goal.
  const t = i18n.getFixedT(null, ['goals', 'messages']);
  const area = goal.category ? valueLabel('common:labels.goalCategories', goal.category) : t('offline.relevantArea');
  const parsedData: GoalSuggestion = {
    title,
    category: goal.category,
    specific: specific || t('offline.specific', { subject: lowerFirst(subject) }),
    measurable: goal.measurable.trim() || t('offline.measurable'),
    achievable: goal.achievable.trim() || t('offline.achievable'),
    relevant: goal.relevant.trim() || t('offline.relevant', { area }),
    timeBound: goal.timeBound.trim() || t('offline.timeBound'),
    improvements: [],
  };
  if (type === 'refine') parsedData.improvements = [t('offline.improvement')];
  const content =
    type === 'summarize'
      ? t('offline.summary', { title, specific: parsedData.specific, measurable: parsedData.measurable, timeBound: parsedData.timeBound })
      : SMART_CRITERIA.map((criterion) =>
          t('offline.criterion', { label: t(`messages:goal.smartLabels.${criterion}`), text: parsedData[criterion] }),
        ).join('\n');
  return { content, parsedData };
}

/** Like the contract's save default: the first five words, capitalised, without the punctuation they end on. */
function titleFromWords(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).slice(0, GOAL_TITLE_WORDS_FROM_SPECIFIC);
  const title = words.join(' ').replace(/[.,;:!?]+$/, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
