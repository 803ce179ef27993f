import { adviceFor } from './categories.js';
import { type Deadline, findQuantities, findReason, weeklyCount } from './extract.js';
import { DEFAULT_PERIOD } from './vague.js';
import { goalCore, joinList, stripEndPunctuation } from './text.js';

/**
 * Proposals for a criterion the user has not written, built from what they did write: their
 * figures, their deadline, their reasons, the action their goal names and its category.
 */

export type GoalContext = {
  specific: string;
  /** Every criterion and the title together, to search for deadlines and reasons. */
  allText: string[];
  category: string;
  deadline?: Deadline;
};

const DEFAULT_WEEKS = 12;

/** Verbs of goals done in sessions, which a weekly cadence measures well. */
const ACTIVITY_VERBS = new Set([
  'run', 'jog', 'walk', 'swim', 'cycle', 'exercise', 'train', 'work', 'go', 'meditate', 'read', 'write', 'study',
  'practise', 'practice', 'journal', 'cook', 'stretch', 'paint', 'draw', 'play', 'call', 'visit', 'blog', 'post',
  'attend', 'lift', 'dance', 'sing', 'volunteer', 'learn',
]);

const FREQUENCY = /\b(?:a|an|per|each|every)\s+(?:day|week|month|year|night|morning|evening|weekday|weekend|quarter)$|^(?:daily|weekly|monthly|once|twice)\b|^every\s/i;

/** The action of the goal up to its first clause break: 'run a 10k race by June'. */
export function shortCore(specific: string): string {
  const core = goalCore(specific);
  const clause = core.split(/\s(?:because|so that|so I can|in order to|since|as I)\s|[;:](?=\s)|[(—–]|\s-\s/i)[0] ?? core;
  return stripEndPunctuation(clause);
}

function spanWeeks(context: GoalContext): number | undefined {
  return context.deadline ? context.deadline.weeks : DEFAULT_WEEKS;
}

export function proposeMeasurable(context: GoalContext): string {
  const core = shortCore(context.specific);
  const quantities = findQuantities(context.specific);
  const frequencies = quantities.filter((q) => FREQUENCY.test(q));
  const amounts = quantities.filter((q) => !FREQUENCY.test(q));
  const weeks = spanWeeks(context);
  const over = weeks ? ` over ${weeks} weeks` : ' until the deadline';
  const sentences: string[] = [];

  if (amounts.length > 0) {
    const which = amounts.length === 1 ? 'the figure in my goal' : 'the figures in my goal';
    const them = amounts.length === 1 ? 'it' : 'them';
    sentences.push(`I will measure success against ${which} (${joinList(amounts)}) and record my progress toward ${them} every week.`);
  }
  if (frequencies.length > 0) {
    const perWeek = weeklyCount(context.specific);
    const total = perWeek && weeks ? `: ${perWeek * weeks} sessions${over}` : '';
    sentences.push(`I will log every session to keep to ${frequencies[0]}${total}, and count the goal met if I miss no more than one in ten.`);
  }
  if (sentences.length > 0) return sentences.join(' ');

  const verb = core.split(' ')[0]?.toLowerCase() ?? '';
  if (ACTIVITY_VERBS.has(verb)) {
    const total = weeks ? ` (${3 * weeks} sessions${over})` : '';
    return `I will ${core} at least 3 times a week and log every session${total}, and count the goal met if I miss no more than one in ten.`;
  }
  if (context.category === 'Financial') {
    return 'I will set aside a fixed amount every month toward this goal (for example 10% of my income) and check the running total on the first of each month.';
  }
  const steps = weeks ? ` (${2 * weeks} steps${over})` : '';
  return `I will take at least 2 concrete steps a week toward this goal and log each one${steps}, and rate my progress from 1 to 10 every Friday, aiming for 8 or higher by the deadline.`;
}

export function proposeAchievable(context: GoalContext): string {
  return `To ${shortCore(context.specific)}, I will ${adviceFor(context.category).steps}.`;
}

export function proposeRelevant(context: GoalContext): string {
  const { focus } = adviceFor(context.category);
  const reason = findReason(...context.allText);
  if (reason) return `This goal matters to me ${reason}. It also supports ${focus}, which is a priority for me right now.`;
  return `This goal supports ${focus}, which is a priority for me right now, and turns it into something I can act on every week.`;
}

function checkpoints(weeks: number | undefined): string {
  if (weeks === undefined) return 'checkpoints one third and two thirds of the way there';
  if (weeks < 3) return 'a checkpoint halfway';
  return `checkpoints at weeks ${Math.round(weeks / 3)} and ${Math.round((2 * weeks) / 3)}`;
}

export function proposeTimeBound(context: GoalContext): string {
  const phrase = context.deadline?.phrase ?? DEFAULT_PERIOD;
  const weeks = context.deadline ? context.deadline.weeks : DEFAULT_WEEKS;
  return `I will reach this goal ${phrase}, with ${checkpoints(weeks)} to review progress and adjust the plan.`;
}

/** A deadline added to a Time-bound text that names none. */
export function deadlineAddition(context: GoalContext): string {
  if (context.deadline) return `, ${context.deadline.phrase}`;
  return `, ${DEFAULT_PERIOD}, with ${checkpoints(DEFAULT_WEEKS)}`;
}
