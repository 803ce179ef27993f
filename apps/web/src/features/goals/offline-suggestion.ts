import { GOAL_LIMITS, GOAL_TITLE_WORDS_FROM_SPECIFIC, type GoalAssistanceType, type GoalData, type GoalSuggestion } from '@coaching/contract';

/**
 * What the goal helpers show when the AI cannot be reached (spec section 8): a suggestion built in
 * the browser from the user's own text, so the user still gets something to work with.
 */
export function offlineSuggestion(goal: GoalData, type: GoalAssistanceType): { content: string; parsedData: GoalSuggestion } {
  const specific = goal.specific.trim();
  const subject = specific.replace(/[.!?]+$/, '') || goal.measurable.trim().replace(/[.!?]+$/, '');
  const title = (goal.title.trim() || titleFromWords(subject)).slice(0, GOAL_LIMITS.titleMaxLength);
  const parsedData: GoalSuggestion = {
    title,
    category: goal.category,
    specific: specific || `I will ${lowerFirst(subject)}.`,
    measurable: goal.measurable.trim() || 'I will track progress weekly and count each step I complete.',
    achievable: goal.achievable.trim() || 'I will set aside focused time each week and ask my coach for support.',
    relevant: goal.relevant.trim() || `Reaching this matters to me because it moves my ${goal.category || 'personal growth'} forward.`,
    timeBound: goal.timeBound.trim() || 'I will review progress every two weeks and finish within three months.',
    improvements: [],
  };
  if (type === 'refine') parsedData.improvements = ['Check that every criterion names a number, a date or an observable result.'];
  const content =
    type === 'summarize'
      ? `${title}: ${parsedData.specific} ${parsedData.measurable} ${parsedData.timeBound}`
      : [
          `Specific: ${parsedData.specific}`,
          `Measurable: ${parsedData.measurable}`,
          `Achievable: ${parsedData.achievable}`,
          `Relevant: ${parsedData.relevant}`,
          `Time-bound: ${parsedData.timeBound}`,
        ].join('\n');
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
