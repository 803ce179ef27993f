import { AI_TOOLS_LIMITS, type SuggestedGoal } from '@coaching/contract';
import { assistGoal } from './goal-assistant.js';
import { cleanSpacing, goalCore, stripEndPunctuation } from './text.js';

/**
 * The built-in engine's goal suggestions for a coach's client: each drawn from something of the
 * client's (a goal they stated, a challenge, an insight from their AI coaching, a theme their
 * conversations keep coming back to), turned into SMART criteria by the goal assistant's Expand,
 * and never a duplicate of a goal they are already working on.
 */

export type GoalSuggestionSources = {
  statedGoals: readonly string[];
  challenges: readonly string[];
  insights: readonly string[];
  /** Focus areas, goals and tags of the client's conversations, most recent first. */
  themes: readonly string[];
  activeGoalTitles: readonly string[];
};

/** `about`: the client's own words the suggestion is drawn from, which duplicates are judged on (not the template around them). */
type Seed = { about: string; specific: string; rationale: string };

const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'and', 'or', 'my', 'i', 'will', 'be', 'in', 'on', 'for', 'with', 'by', 'more', 'at', 'get', 'want']);

function wordsOf(text: string): Set<string> {
  return new Set(
    goalCore(text)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
      .map((word) => word.replace(/(?:ing|s)$/, '')),
  );
}

/** Two goals are the same when most of the words of the shorter are in the longer ('Run a 10k' and 'Run a 10k race in May'). */
export function sameGoal(a: string, b: string): boolean {
  const [left, right] = [wordsOf(a), wordsOf(b)];
  if (left.size === 0 || right.size === 0) return cleanSpacing(a).toLowerCase() === cleanSpacing(b).toLowerCase();
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.min(left.size, right.size) >= 0.6;
}

/** Something the client wants less of ('procrastination', 'stress at work'), which a measure can bring down by a share. */
const UNWANTED = /\b(?:procrastinat|stress|anxi|overwhelm|burn\s*-?out|fear|doubt|conflict|distract|overthink|perfectionis|worr|lack|imposter|impostor|fatigue|pressure|clutter|debt|lateness|screen\s+time)/i;

/** A challenge as something to bring down ('Reduce stress at work'), else as something to grow sure of ('Build confidence with public speaking'). */
function challengeGoal(challenge: string): string {
  const core = goalCore(stripEndPunctuation(cleanSpacing(challenge)));
  return UNWANTED.test(core) ? `I will reduce ${core}` : `I will build confidence with ${core}`;
}

const asSpecific = (text: string) => `I will ${goalCore(stripEndPunctuation(cleanSpacing(text)))}`;

function seedsOf(sources: GoalSuggestionSources): Seed[] {
  return [
    ...sources.statedGoals.map((goal) => ({ about: goal, specific: asSpecific(goal), rationale: `A goal the client named in their profile: '${stripEndPunctuation(goal)}'.` })),
    ...sources.challenges.map((challenge) => ({
      about: challenge,
      specific: challengeGoal(challenge),
      rationale: `A challenge the client named: '${stripEndPunctuation(challenge)}'.`,
    })),
    ...sources.insights.map((insight) => ({
      about: insight,
      specific: `I will turn my insight into a weekly habit: ${stripEndPunctuation(insight)}`,
      rationale: `An insight from the client's AI coaching: '${stripEndPunctuation(insight)}'.`,
    })),
    ...sources.themes.map((theme) => ({
      about: theme,
      specific: `I will make measurable progress in ${goalCore(stripEndPunctuation(theme)).toLowerCase()}`,
      rationale: `A theme the client's conversations keep coming back to: '${stripEndPunctuation(theme)}'.`,
    })),
  ];
}

export function suggestGoals(sources: GoalSuggestionSources): SuggestedGoal[] {
  const taken = [...sources.activeGoalTitles];
  const suggestions: SuggestedGoal[] = [];
  for (const seed of seedsOf(sources)) {
    if (suggestions.length >= AI_TOOLS_LIMITS.goalSuggestions) break;
    if (taken.some((title) => sameGoal(title, seed.about))) continue;
    const { parsedData } = assistGoal({ goalData: { title: '', category: '', specific: seed.specific, measurable: '', achievable: '', relevant: '', timeBound: '' }, assistanceType: 'expand' });
    taken.push(seed.about);
    suggestions.push({
      title: parsedData.title,
      specific: parsedData.specific,
      measurable: parsedData.measurable,
      achievable: parsedData.achievable,
      relevant: parsedData.relevant,
      timeBound: parsedData.timeBound,
      category: parsedData.category,
      rationale: seed.rationale,
    });
  }
  return suggestions;
}

/** A model's suggestions without the ones that repeat an active goal or each other. */
export function withoutDuplicates(suggestions: readonly SuggestedGoal[], activeGoalTitles: readonly string[]): SuggestedGoal[] {
  const taken = [...activeGoalTitles];
  return suggestions.filter((suggestion) => {
    if (taken.some((title) => sameGoal(title, suggestion.title) || sameGoal(title, suggestion.specific))) return false;
    taken.push(suggestion.title);
    return true;
  });
}
