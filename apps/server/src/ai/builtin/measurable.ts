import { compact, type Cadence, type GoalShape } from './goal-shape.js';
import { joinList } from './text.js';

/**
 * Measurable, proposed from the goal's shape: a number to check, how often it is checked and where
 * it starts (the assistant page's three Measurable tips), in the goal's own words. The goal's
 * figures are referred to, not copied, so Measurable does not repeat Specific.
 */

const TIMES: Record<number, string> = { 1: 'once', 2: 'twice' };
const times = (count: number) => TIMES[count] ?? `${count} times`;

/** 'in at least 10 of the 12 weeks', or, with a fixed date, 'every week until the deadline'. */
function mostWeeks(weeks: number | undefined): string {
  if (weeks === undefined || weeks < 3) return 'every week until the deadline, with no more than one week missed';
  return `in at least ${weeks - 2} of the ${weeks} weeks`;
}

function byWeek(weeks: number | undefined, share: number): string {
  return weeks === undefined || weeks < 3 ? 'by the deadline' : `by week ${Math.max(1, Math.round(weeks * share))}`;
}

function cadenceMeasure(cadence: Cadence, action: string, weeks: number | undefined): string {
  const tracker = 'I will keep a tracker and';
  switch (cadence.kind) {
    case 'daily': {
      const start = cadence.unit === 'morning' ? 'tomorrow morning' : cadence.unit === 'weekday' ? 'on the next weekday' : 'today';
      return `${tracker} tick off each ${cadence.unit} I ${action}, starting ${start}; success is at least ${cadence.perWeek - 1} ${cadence.unit}s out of ${cadence.perWeek}, every week.`;
    }
    case 'weekday':
      return weeks === undefined
        ? `${tracker} tick off each ${cadence.unit} I ${action}, starting this ${cadence.unit}; success is missing no more than one ${cadence.unit} before the deadline.`
        : `${tracker} tick off each ${cadence.unit} I ${action}, starting this ${cadence.unit}; success is at least ${Math.max(1, weeks - 2)} of the next ${weeks} ${cadence.unit}s.`;
    case 'weekly': {
      const target = cadence.counted ? 'the weekly number' : times(cadence.perWeek) + ' a week';
      return `${tracker} log each time I ${action}, starting this week; success is ${target} ${mostWeeks(weeks)}.`;
    }
    case 'monthly':
      return `${tracker} log each time I ${action}, starting this week, and add it up at the end of each month; success is the monthly number reached in every month but one.`;
    default:
      return `${tracker} log each time I ${action}, starting this week; success is missing no more than one ${weeks === undefined ? 'before the deadline' : `in ${weeks} weeks`}.`;
  }
}

/** The action without its limit, short enough that the limit after it does not copy Specific. */
function compactAction(action: string): string {
  return compact(action.replace(/\s+(?:below|under|above|over|within|in\s+under|less\s+than|more\s+than|at\s+most)\s+.*$/i, ''), 4);
}

/** Who can rate a change the user cannot count: someone who sees it. */
function rater(category: string): string {
  if (/career|leader|communication/i.test(category)) return 'a colleague who sees me at work';
  if (/relationship/i.test(category)) return 'someone close to me';
  return 'someone who sees me in action';
}

export function measurableFor(shape: GoalShape, weeks: number | undefined, category: string): string {
  // The reference, not the whole topic: Measurable names the goal without copying Specific.
  const { action, reference: topic } = shape;
  switch (shape.kind) {
    case 'cadence':
      // 'exercise and lose weight': a tracker counts the sessions of the first action.
      return cadenceMeasure(shape.cadence ?? { kind: 'sparse' }, action.split(/\s+and\s+/)[0] ?? action, weeks);
    case 'threshold': {
      const { limit, measured } = shape.threshold ?? { limit: '' };
      if (measured) {
        return `I will record ${measured} once a week, starting today; success is staying ${limit} ${mostWeeks(weeks)}.`;
      }
      return `I will check once a week how often I ${compactAction(action)} ${limit}, starting today; success is at least 9 times out of 10 ${byWeek(weeks, 1 / 3)}.`;
    }
    case 'stop':
      return `For one normal week I will note each time I catch myself ${shape.topic}, as my starting count, and keep counting every week; success is no more than once a week ${byWeek(weeks, 2 / 3)}.`;
    case 'reduce':
      return `I will track ${shape.baseline ?? topic} for one normal week as my starting point, then check it every week; success is at least 20% below that starting point ${byWeek(weeks, 2 / 3)}.`;
    case 'increase':
      return `I will count the ${shape.counted ?? `times I ${action}`} each week, starting with this week as my baseline; success is at least 2 extra a week ${byWeek(weeks, 1 / 3)}, kept up until the deadline.`;
    case 'rating': {
      // 'my sleep', but 'myself on playing guitar'.
      const rated = shape.fragment && !/^\p{L}+ing\b/u.test(topic) ? `my ${topic}` : `myself on ${topic}`;
      if (/health/i.test(category)) {
        return `I will rate ${rated} from 1 to 10 every day for a week as my starting point, then once a week; success is an average at least 2 points above that start.`;
      }
      return `I will rate ${rated} from 1 to 10 this week and every two weeks after, and ask ${rater(category)} to rate me too; success is a score at least 2 points above where I start.`;
    }
    case 'amount':
      return `I will note where I stand on ${topic} today and update the figure every week; success is reaching ${joinList(shape.amounts)} by the deadline.`;
    case 'outcome':
      return `Success is ${topic}, done before the deadline; to get there, I will list the steps and tick off at least one every week, starting this week.`;
    case 'money':
      return `I will note my starting figure for ${topic} today and check it on the first of each month; success is moving a fixed amount toward it every month, such as 10% of my income.`;
    case 'learning': {
      const object = action.replace(/^\S+\s*/, '');
      const use = /^to\s/i.test(object) ? `being able ${object} in a real situation` : 'using what I learn in one real task';
      return `I will log the hours I spend ${topic} every week and test myself every four weeks; success is ${use} by the deadline.`;
    }
    case 'activity':
      return `I will keep a tracker and log each time I ${action.split(/\s+and\s+/)[0] ?? action}, starting this week; success is ${topic} at least 3 times a week ${mostWeeks(weeks)}.`;
    default:
      return `I will break ${topic} into small steps and tick off at least 2 a week, starting this week; success is every step done by the deadline.`;
  }
}
