import {
  type AssistGoalResult,
  GOAL_LIMITS,
  type GoalData,
  type GoalSuggestion,
  SMART_CRITERIA,
  type SmartCriteria,
  type SmartCriterion,
} from '@coaching/contract';
import type { AssistGoalRequest } from '../model.js';
import { inferCategory } from './categories.js';
import {
  deadlineAddition,
  type GoalContext,
  proposeAchievable,
  proposeMeasurable,
  proposeRelevant,
  proposeTimeBound,
} from './criteria.js';
import { type Deadline, findDeadline, hasDeadline, hasNumber, withoutDeadlines } from './extract.js';
import { firstPerson, goalShape } from './goal-shape.js';
import { smartStatement } from './statement.js';
import { cleanSpacing, joinList, stripEndPunctuation, tidySentence, titleFrom } from './text.js';
import { measureVagueChange, tightenVagueLanguage } from './vague.js';
import { vagueQuestions } from './vague-questions.js';

/**
 * The built-in goal assistant: Summarize, Expand and Refine worked out from the user's own text,
 * with no network and no randomness, so the same goal always gets the same answer.
 */

export const CRITERION_LABELS: Record<SmartCriterion, string> = {
  specific: 'Specific',
  measurable: 'Measurable',
  achievable: 'Achievable',
  relevant: 'Relevant',
  timeBound: 'Time-bound',
};

const TITLE_MAX_WORDS = 8;

/** A figure, or an outcome that either happens or not ('Pass the B1 exam'), is a measure. */
const ALL_OR_NOTHING_OUTCOME = /^(?:I\s+will\s+)?(?:pass|complete|finish|publish|launch|win|obtain|receive|submit|ship|sign|land|get\s+(?:the|a|an|my))\b/i;

function isMeasured(text: string): boolean {
  return hasNumber(text) || ALL_OR_NOTHING_OUTCOME.test(text);
}

type Prepared = {
  criteria: SmartCriteria;
  givenTitle: string;
  category: string;
  /** What the assist chose where the user had not: the category. */
  notes: string[];
  allText: string[];
  deadline?: Deadline;
};

function prepare(goal: GoalData, tidy: (text: string) => string): Prepared {
  const criteria = Object.fromEntries(SMART_CRITERIA.map((key) => [key, tidy(goal[key] ?? '')])) as SmartCriteria;
  const givenTitle = stripEndPunctuation(cleanSpacing(goal.title ?? ''));
  const allText = [criteria.specific, criteria.timeBound, criteria.measurable, criteria.relevant, criteria.achievable, givenTitle];
  const givenCategory = cleanSpacing(goal.category ?? '');
  const category = givenCategory !== '' ? givenCategory : inferCategory(allText.join(' '));
  const notes = givenCategory === '' ? [`Suggested the category '${category}' from the goal's wording`] : [];
  const deadline = findDeadline(criteria.timeBound, criteria.specific, criteria.measurable, givenTitle, criteria.achievable, criteria.relevant);
  return { criteria, givenTitle, category, notes, allText, deadline };
}

/** What the proposals are built from: the goal as it reads after any rewording of Specific. */
function contextFor(prepared: Prepared, specific: string): GoalContext {
  const { category, allText, deadline } = prepared;
  return { shape: goalShape(specific || prepared.criteria.measurable, category), category, allText, deadline };
}

/** Questions about the vague words no rule could put a figure on. */
function questionsAbout(criteria: SmartCriteria, keys: readonly SmartCriterion[], hedges: boolean): string[] {
  return keys.flatMap((key) => vagueQuestions(criteria[key], CRITERION_LABELS[key], { hedges }));
}

function criteriaLines(criteria: SmartCriteria): string {
  return SMART_CRITERIA.filter((key) => criteria[key] !== '')
    .map((key) => `${CRITERION_LABELS[key]}: ${criteria[key]}`)
    .join('\n');
}

/** The reply: the user's title, or one made from the Specific (or Measurable) text they wrote. */
function result(content: string, prepared: Prepared, criteria: SmartCriteria, improvements: string[]): AssistGoalResult {
  const source = prepared.criteria.specific || prepared.criteria.measurable;
  const title = prepared.givenTitle || titleFrom(withoutDeadlines(firstPerson(source)), TITLE_MAX_WORDS) || `${prepared.category} goal`;
  const notes = prepared.givenTitle === '' ? [`Suggested the title '${title}'`, ...prepared.notes] : prepared.notes;
  const parsedData: GoalSuggestion = { title, category: prepared.category, ...criteria, improvements: [...improvements, ...notes] };
  return { content, parsedData };
}

function summarize(goal: GoalData): AssistGoalResult {
  const prepared = prepare(goal, tidySentence);
  const { criteria } = prepared;
  const written = SMART_CRITERIA.filter((key) => criteria[key] !== '');
  const missing = SMART_CRITERIA.filter((key) => criteria[key] === '');
  const labels = joinList(written.map((key) => CRITERION_LABELS[key]));
  const improvements = [written.length > 1 ? `Combined ${labels} into one SMART statement` : `Turned ${labels} into a SMART statement`];
  if (missing.length > 0) improvements.push(`Still to write: ${joinList(missing.map((key) => CRITERION_LABELS[key]))}`);
  return result(smartStatement(criteria), prepared, criteria, improvements);
}

const PROPOSALS: Record<Exclude<SmartCriterion, 'specific'>, { propose: (context: GoalContext) => string; note: string }> = {
  measurable: { propose: proposeMeasurable, note: 'Filled in Measurable with a target and a way to track it' },
  achievable: { propose: proposeAchievable, note: 'Filled in Achievable with resources and first steps' },
  relevant: { propose: proposeRelevant, note: 'Filled in Relevant by linking the goal to why it matters' },
  timeBound: { propose: proposeTimeBound, note: 'Filled in Time-bound with a deadline and checkpoints' },
};

/**
 * Expand keeps what the user wrote, in their voice, but gives a figure to the vague amounts the
 * tips warn against ('more', 'some', 'regularly', 'soon') and asks about those it cannot.
 */
function expand(goal: GoalData): AssistGoalResult {
  const prepared = prepare(goal, tidySentence);
  const criteria = { ...prepared.criteria };
  const improvements: string[] = [];
  const written = SMART_CRITERIA.filter((key) => criteria[key] !== '');
  for (const key of written) {
    const tightened = tightenVagueLanguage(criteria[key], { label: CRITERION_LABELS[key], deadline: prepared.deadline?.phrase }, { intent: false });
    if (stripEndPunctuation(tightened.text) === '') continue;
    criteria[key] = tidySentence(tightened.text);
    improvements.push(...tightened.changes);
  }
  const context = contextFor(prepared, criteria.specific);
  for (const [key, proposal] of Object.entries(PROPOSALS) as [keyof typeof PROPOSALS, (typeof PROPOSALS)[keyof typeof PROPOSALS]][]) {
    if (criteria[key] !== '') continue;
    criteria[key] = proposal.propose(context);
    improvements.push(proposal.note);
  }
  improvements.push(...questionsAbout(criteria, written, false));
  if (improvements.length === 0) improvements.push('All five criteria were already written, so they were kept as they are');
  return result(criteriaLines(criteria), prepared, criteria, improvements);
}

function refine(goal: GoalData): AssistGoalResult {
  const prepared = prepare(goal, (text) => text);
  const deadline = prepared.deadline?.phrase;
  const criteria = { ...prepared.criteria };
  const improvements: string[] = [];
  const written = SMART_CRITERIA.filter((key) => criteria[key] !== '');
  for (const key of written) {
    const tightened = tightenVagueLanguage(criteria[key], { label: CRITERION_LABELS[key], deadline });
    // A criterion made only of vague words keeps them rather than vanishing.
    if (stripEndPunctuation(tightened.text) === '') continue;
    criteria[key] = tightened.text;
    improvements.push(...tightened.changes);
  }

  // The proposals read the goal as the user put it, not the measure added to it just below.
  const context = contextFor(prepared, criteria.specific);
  if (!hasNumber(criteria.specific) && !isMeasured(criteria.measurable)) {
    const measured = measureVagueChange(criteria.specific, CRITERION_LABELS.specific);
    criteria.specific = measured.text;
    if (measured.change) improvements.push(measured.change);
  }
  if (criteria.measurable === '') {
    criteria.measurable = proposeMeasurable(context);
    improvements.push('Added a measure to Measurable');
  } else if (!isMeasured(criteria.measurable)) {
    const measured = measureVagueChange(criteria.measurable, CRITERION_LABELS.measurable);
    criteria.measurable = measured.change
      ? measured.text
      : `${stripEndPunctuation(criteria.measurable)}, tracked every week with a 1-10 progress rating, aiming for 8 or higher by the deadline`;
    improvements.push(measured.change ?? 'Added a number to Measurable');
  }
  if (criteria.timeBound === '') {
    criteria.timeBound = proposeTimeBound(context);
    improvements.push('Added a deadline to Time-bound');
  } else if (!hasDeadline(criteria.timeBound)) {
    criteria.timeBound = `${stripEndPunctuation(criteria.timeBound)}${deadlineAddition(context)}`;
    improvements.push('Added a deadline to Time-bound');
  }

  for (const key of SMART_CRITERIA) criteria[key] = tidySentence(criteria[key]);
  improvements.push(...questionsAbout(criteria, written, true));
  if (improvements.length === 0) {
    improvements.push('No vague language found: every criterion already commits to an action, a measure and a deadline');
  }
  return result(criteriaLines(criteria), prepared, criteria, improvements);
}

const ASSISTS = { summarize, expand, refine } as const;

/** A suggestion within the goal's field limits, however long the user's own text was. */
function withinLimits(result: AssistGoalResult): AssistGoalResult {
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  const { parsedData: data } = result;
  const criterion = (text: string) => clip(text, GOAL_LIMITS.criterionMaxLength);
  return {
    content: result.content,
    parsedData: {
      title: clip(data.title, GOAL_LIMITS.titleMaxLength),
      category: clip(data.category, GOAL_LIMITS.titleMaxLength),
      specific: criterion(data.specific),
      measurable: criterion(data.measurable),
      achievable: criterion(data.achievable),
      relevant: criterion(data.relevant),
      timeBound: criterion(data.timeBound),
      improvements: data.improvements.slice(0, 20).map((line) => clip(line, 500)),
    },
  };
}

export function assistGoal(request: AssistGoalRequest): AssistGoalResult {
  return withinLimits(ASSISTS[request.assistanceType](request.goalData));
}
