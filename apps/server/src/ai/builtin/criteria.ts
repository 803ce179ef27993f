import { adviceFor } from './categories.js';
import { type Deadline, findReason } from './extract.js';
import type { Cadence, GoalShape } from './goal-shape.js';
import { measurableFor } from './measurable.js';
import { capitalise, stripEndPunctuation } from './text.js';
import { DEFAULT_PERIOD } from './vague.js';

/**
 * Proposals for a criterion the user has not written, built from what they did write: the goal's
 * topic in their words, their figures, their deadline, their reasons and the goal's category.
 * Each criterion says something the others do not: no sentence is shared between two of them.
 */

export type GoalContext = {
  shape: GoalShape;
  /** Every criterion and the title together, to search for deadlines and reasons. */
  allText: string[];
  category: string;
  deadline?: Deadline;
};

const DEFAULT_WEEKS = 12;

function spanWeeks(context: GoalContext): number | undefined {
  return context.deadline ? context.deadline.weeks : DEFAULT_WEEKS;
}

export function proposeMeasurable(context: GoalContext): string {
  return measurableFor(context.shape, spanWeeks(context), context.category);
}

export function proposeAchievable(context: GoalContext): string {
  return `${capitalise(context.shape.reference)} is within reach if I ${adviceFor(context.category).steps}.`;
}

/** The user's reason, turned to follow 'X matters to me': 'so I can rest' -> 'because it lets me rest'. */
function becauseClause(reason: string): string {
  const turns: [RegExp, string][] = [
    [/^so\s+(?:that\s+)?I\s+can\s+/i, 'because it lets me '],
    [/^so\s+(?:that\s+)?I\s+/i, 'because then I '],
    [/^so\s+that\s+/i, 'because it means '],
    [/^in\s+order\s+to\s+/i, 'because I want to '],
    [/^(?:since|as\s+I\s+want\s+to)\s+/i, 'because '],
    [/^(?:which\s+will\s+help\s+me|to\s+help\s+me)\s+/i, 'because it will help me '],
  ];
  for (const [pattern, replacement] of turns) if (pattern.test(reason)) return reason.replace(pattern, replacement);
  return reason;
}

export function proposeRelevant(context: GoalContext): string {
  const { focus } = adviceFor(context.category);
  const topic = capitalise(context.shape.reference);
  const reason = findReason(...context.allText);
  if (reason) return `${topic} matters to me ${becauseClause(reason)}; it also supports ${focus}.`;
  return `${topic} supports ${focus}, which is a priority for me right now.`;
}

function checkpoints(weeks: number | undefined): string {
  if (weeks === undefined) return 'checkpoints one third and two thirds of the way there';
  if (weeks < 3) return 'a checkpoint halfway';
  return `checkpoints at weeks ${Math.round(weeks / 3)} and ${Math.round((2 * weeks) / 3)}`;
}

/** 'by June 30, 2026' -> 'June 30, 2026'; 'within 6 months' -> '6 months from today'. */
function deadlineDate(phrase: string): string {
  const period = /^(?:within|in|over|inside)\s+(?:the\s+next\s+)?(.+)$/i.exec(phrase);
  if (period?.[1]) return `${period[1]} from today`;
  const date = phrase.replace(/^(?:by|before|until|till|on|no\s+later\s+than)\s+/i, '');
  return /^(?:summer|spring|autumn|fall|winter)\b/i.test(date) ? `the start of ${date}` : date;
}

function cadenceStart(cadence: Cadence | undefined): string {
  if (cadence?.kind === 'daily') return `set up the tracker and mark the first ${cadence.unit}`;
  if (cadence?.kind === 'weekday') return `set up the tracker and plan the first ${cadence.unit}`;
  return 'set up the tracker and log the first session';
}

/** What to do first, this week: it follows from how Measurable counts. */
function firstStep(shape: GoalShape): string {
  switch (shape.kind) {
    case 'cadence':
      return cadenceStart(shape.cadence);
    case 'threshold':
      return shape.threshold?.measured ? 'take my first reading' : 'check where I stand';
    case 'stop':
      return 'start counting';
    case 'reduce':
      return 'record my starting point';
    case 'increase':
      return 'count where I start';
    case 'rating':
      return 'give myself a starting score';
    case 'amount':
    case 'money':
      return 'set up a simple way to track the figure';
    case 'learning':
      return 'choose my main course or book';
    case 'activity':
      return 'book the first session in my calendar';
    default:
      return 'write down every step and start on the first';
  }
}

export function proposeTimeBound(context: GoalContext): string {
  const phrase = context.deadline?.phrase ?? DEFAULT_PERIOD;
  const weeks = spanWeeks(context);
  const date = stripEndPunctuation(deadlineDate(phrase));
  return `My deadline is ${date}, with ${checkpoints(weeks)} to review my progress with ${context.shape.reference}; this week I will ${firstStep(context.shape)}.`;
}

/** A deadline added to a Time-bound text that names none. */
export function deadlineAddition(context: GoalContext): string {
  if (context.deadline) return `, ${context.deadline.phrase}`;
  return `, ${DEFAULT_PERIOD}, with ${checkpoints(DEFAULT_WEEKS)}`;
}
