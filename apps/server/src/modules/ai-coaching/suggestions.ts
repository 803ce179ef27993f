import { SENTIMENT_EMOJI_THRESHOLDS, type CoachingSuggestion, type Engagement, type Methodology } from '@coaching/contract';

export type SuggestionContext = {
  methodology: Methodology;
  stage: string;
  sentiment: number;
  engagement: Engagement;
  flagged: boolean;
  messageCount: number;
  openActionItems: readonly { item: string; deadline: Date | null }[];
  focusAreas: readonly string[];
  now: Date;
};

/** Suggestions a coach sees beside a conversation; the screen shows the first three. */
const SUGGESTIONS_KEPT = 5;

/** A next question for the stage the conversation is in, by a word of the stage's name. */
const STAGE_QUESTIONS: readonly { keyword: string; content: string }[] = [
  { keyword: 'goal', content: 'Ask what they want to have achieved by the end of this session, in their own words.' },
  { keyword: 'reality', content: 'Explore where things stand now: what have they already tried, and what got in the way?' },
  { keyword: 'option', content: 'Invite at least three options before they choose one: "What else could you do?"' },
  { keyword: 'will', content: 'Ask for one concrete next step, a date for it, and their commitment on a scale of 1 to 10.' },
  { keyword: 'exception', content: 'Ask for an exception: when was this problem a little smaller, and what was different then?' },
  { keyword: 'scaling', content: 'Ask where they are on a scale of 0 to 10 today, and what one point higher would look like.' },
  { keyword: 'miracle', content: 'Offer the miracle question: if the problem vanished overnight, what would they notice first?' },
  { keyword: 'belief', content: 'Explore the belief underneath: what would they need to believe about themselves for this to feel easy?' },
  { keyword: 'identity', content: 'Ask who they are becoming as they work on this, and what that person would do next.' },
];

const METHODOLOGY_QUESTIONS: Record<Methodology, string> = {
  grow: 'Check which GROW stage the client is in and ask the question that moves them to the next one.',
  'solution-focused': 'Look for what already works: ask when things went a little better and what they did then.',
  icf: 'Reflect their last words back and ask one open question that lets them go deeper.',
  transformational: 'Ask what this goal says about who they want to be, beyond what they want to do.',
};

function stageQuestion(context: SuggestionContext): string {
  const stage = context.stage.toLowerCase();
  return STAGE_QUESTIONS.find(({ keyword }) => stage.includes(keyword))?.content ?? METHODOLOGY_QUESTIONS[context.methodology];
}

/** Coaching suggestions for the coach, most pressing first: safety, feelings, commitments, then the next question. */
export function coachingSuggestions(context: SuggestionContext): CoachingSuggestion[] {
  const suggestions: CoachingSuggestion[] = [];
  if (context.flagged) {
    suggestions.push({
      type: 'action',
      priority: 'high',
      content: 'A safety concern was raised in this conversation. Contact the client personally and make sure they have support.',
    });
  }
  if (context.messageCount > 0 && context.sentiment <= SENTIMENT_EMOJI_THRESHOLDS.neutral) {
    suggestions.push({
      type: 'reflection',
      priority: 'high',
      content: 'The client sounds low. Acknowledge how they feel before moving on, and ask what support would help most.',
    });
  }
  const overdue = context.openActionItems.filter((item) => item.deadline && item.deadline.getTime() < context.now.getTime());
  for (const item of [...overdue, ...context.openActionItems.filter((open) => !overdue.includes(open))].slice(0, 2)) {
    suggestions.push({
      type: 'action',
      priority: overdue.includes(item) ? 'high' : 'medium',
      content: `Follow up on their commitment: "${item.item}". What helped, and what got in the way?`,
    });
  }
  if (context.messageCount > 0 && context.engagement === 'low') {
    suggestions.push({
      type: 'question',
      priority: 'medium',
      content: 'Engagement is low. Ask a short, open question about what matters most to them this week.',
    });
  }
  if (context.messageCount === 0) {
    const area = context.focusAreas[0];
    suggestions.push({
      type: 'question',
      priority: 'medium',
      content: area ? `Open by asking what they would like to change in ${area}.` : 'Open by asking what they would most like to work on today.',
    });
  } else {
    suggestions.push({ type: 'question', priority: 'medium', content: stageQuestion(context) });
  }
  suggestions.push({
    type: 'resource',
    priority: 'low',
    content: 'Suggest a short reflection after the session: one thing they learned and one step they will take.',
  });
  return suggestions.slice(0, SUGGESTIONS_KEPT);
}
