import { GOAL_LIMITS, GOAL_TITLE_WORDS_FROM_SPECIFIC, SMART_CRITERIA, type GoalAssistanceType, type GoalData, type GoalSuggestion } from '@coaching/contract';
import { i18n } from '../../i18n/i18n.js';
import { valueLabel } from '../../i18n/localize-message.js';

/**
 * What the goal helpers show when the AI cannot be reached (spec section 8): a suggestion built in
 * the browser from the user's own text, so the user still gets something to work with. It keeps to
 * the assistant's rules: each criterion it writes names the goal in the user's words, no criterion
 * repeats another, and the vague words the tips warn against are asked about, not passed on.
 */
export function offlineSuggestion(goal: GoalData, type: GoalAssistanceType): { content: string; parsedData: GoalSuggestion } {
  const specific = goal.specific.trim();
  const subject = specific.replace(/[.!?]+$/, '') || goal.measurable.trim().replace(/[.!?]+$/, '');
  const title = (goal.title.trim() || titleFromWords(subject)).slice(0, GOAL_LIMITS.titleMaxLength);
  // Written in the reader's language: the suggestion goes into their own goal.
  const t = i18n.getFixedT(null, ['goals', 'messages']);
  const label = (criterion: (typeof SMART_CRITERIA)[number]) => t(`messages:goal.smartLabels.${criterion}`);
  const filledSpecific = specific || t('offline.specific', { subject: lowerFirst(subject) });

  if (type === 'summarize') {
    // Summarize combines what the user wrote; it proposes nothing for the criteria left empty.
    const written = { ...pick(goal), specific: filledSpecific };
    const content = SMART_CRITERIA.map((criterion) => asSentence(written[criterion])).filter(Boolean).join(' ');
    return { content, parsedData: { title, category: goal.category, ...written, improvements: [] } };
  }

  const topic = topicOf(goal.title.trim() || subject);
  const area = goal.category ? valueLabel('common:labels.goalCategories', goal.category) : t('offline.relevantArea');
  const parsedData: GoalSuggestion = {
    title,
    category: goal.category,
    specific: filledSpecific,
    measurable: goal.measurable.trim() || t('offline.measurable', { topic }),
    achievable: goal.achievable.trim() || t('offline.achievable', { topic }),
    relevant: goal.relevant.trim() || t('offline.relevant', { topic, area }),
    timeBound: goal.timeBound.trim() || t('offline.timeBound', { topic }),
    improvements: [],
  };
  const questions = SMART_CRITERIA.flatMap((criterion) =>
    vagueWordsIn(goal[criterion]).map((word) => t('offline.vagueQuestion', { word, label: label(criterion) })),
  );
  parsedData.improvements = type === 'refine' ? [...questions, t('offline.improvement')] : questions;
  const content = SMART_CRITERIA.map((criterion) => t('offline.criterion', { label: label(criterion), text: parsedData[criterion] })).join('\n');
  return { content, parsedData };
}

function pick(goal: GoalData): Pick<GoalData, (typeof SMART_CRITERIA)[number]> {
  return Object.fromEntries(SMART_CRITERIA.map((criterion) => [criterion, goal[criterion].trim()])) as Pick<GoalData, (typeof SMART_CRITERIA)[number]>;
}

/**
 * The words the assistant page's tips warn against ('better', 'more') and their kin, in the four
 * languages a user may write in: data to match the user's text, not text shown as such.
 */
const VAGUE_WORDS = [
  'better', 'more', 'less', 'fewer', 'improve', 'some', 'a lot', 'soon', 'regularly', 'often', 'maybe',
  'mejor', 'más', 'menos', 'pronto', 'quizás', 'a menudo',
  'mieux', 'plus', 'moins', 'bientôt', 'peut-être', 'souvent',
  'besser', 'mehr', 'weniger', 'bald', 'vielleicht', 'oft',
];
const vaguePattern = (word: string) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu');

function vagueWordsIn(text: string): string[] {
  return VAGUE_WORDS.filter((word) => vaguePattern(word).test(text));
}

/** Prepositions and conjunctions longer than three letters, in the four languages. */
const LINKING_WORDS = new Set([
  'under', 'over', 'with', 'from', 'into', 'about', 'than', 'before', 'after', 'without', 'within', 'because',
  'para', 'desde', 'hasta', 'sobre', 'entre', 'antes', 'pour', 'avec', 'sous', 'dans', 'vers', 'avant', 'sans',
  'unter', 'über', 'nach', 'durch', 'ohne', 'bevor', 'weil', 'oder', 'sowie',
]);

/** The goal named in a few of the user's own words, without its vague ones: 'Delegate more at work' -> 'Delegate at work'. */
function topicOf(text: string): string {
  const plain = VAGUE_WORDS.reduce((result, word) => result.replace(vaguePattern(word), ' '), text.split(/[.,;:!?(]/)[0] ?? text);
  const words = plain.split(/\s+/).filter(Boolean).slice(0, 5);
  // A cut after 'in' or 'under' would leave the phrase hanging: end on a content word or a figure.
  while (words.length > 1 && (/^\p{Ll}{1,3}$/u.test(words.at(-1) ?? '') || LINKING_WORDS.has(words.at(-1) ?? ''))) words.pop();
  return words.join(' ') || text.trim();
}

/** Like the contract's save default: the first five words, capitalised, without the punctuation they end on. */
function titleFromWords(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).slice(0, GOAL_TITLE_WORDS_FROM_SPECIFIC);
  const title = words.join(' ').replace(/[.,;:!?]+$/, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function asSentence(text: string): string {
  if (text === '') return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
