import type { Methodology } from '@coaching/contract';
import type { CoachingTurn } from '../../model.js';
import { readMove, type ClientMove } from './client-move.js';

/**
 * Where a conversation is in its methodology. Each methodology is a ladder of four stages; a
 * client turn climbs one rung only when it meets the purpose of the stage it is in: the goal is
 * clear, the reality described, options exist. Signs are the client's move (a goal stated, a
 * situation described, an option floated) or the words of the next stage. A commitment goes
 * straight to the last rung. A client who is stuck stays where they are, and gets easier questions.
 */

type Rung = {
  name: string;
  /** Words in a client turn that show this stage has begun. */
  entry?: RegExp | ((message: string) => boolean);
  /** Client moves that meet the purpose of the stage before this one. */
  after?: readonly ClientMove[];
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The client's answer on a 0-10 scale: a short message holding one number ('Maybe a 4', '6/10'). */
export function scaleAnswer(message: string): number | undefined {
  if (message.split(/\s+/).length > 8) return undefined;
  const match = /\b(10|[0-9]|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:am|pm|%|hours?|minutes?|days?|weeks?|months?|years?|times?|people)\b)/i.exec(message);
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  return NUMBER_WORDS.includes(word) ? NUMBER_WORDS.indexOf(word) : Number(word);
}

const GROW: Rung[] = [
  { name: 'Goal' },
  {
    name: 'Reality',
    after: ['goal'],
    entry: /\b(?:I\s+(?:really\s+)?(?:want|would like|'d like|wish|hope|need|aim|plan)\s+to|I\s+want\b|my\s+(?:main\s+)?(?:goal|aim|target)|I'm\s+trying\s+to|I\s+am\s+trying\s+to|get\s+better\s+at)\b/i,
  },
  {
    name: 'Options',
    after: ['situation', 'past_failure', 'past_success', 'worry'],
    entry: /\b(?:right now|currently|at the moment|so far|these days|at present|usually|every time|I keep|I tried|I've tried|the problem|the issue|obstacle|stuck|struggl\w*|gets? in the way|stopping me|the thing is|what happens is)\b/i,
  },
  { name: 'Will', after: ['option'], entry: /\b(?:I could|maybe I|perhaps I|one option|another option|option is|alternatively|I might|or I|what if I|I can either)\b/i },
];

const SOLUTION_FOCUSED: Rung[] = [
  { name: 'Preferred future' },
  { name: 'Exceptions', after: ['goal'], entry: /\b(?:I'd|I would|would be|wake up|imagine|I'd notice|I would notice|calm(?:er)?|lighter|free)\b/i },
  {
    name: 'Scaling',
    after: ['past_success'],
    entry: /\b(?:last (?:week|month|time|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|there was a time|once|when I|it helped|helped|worked|went (?:\w+ )?well|(?:felt|was|were) (?:\w+ )?(?:better|easier|good)|better when|a bit better|that day|back when|used to)\b/i,
  },
  { name: 'Next small step', entry: (message) => scaleAnswer(message) !== undefined || /\b(?:10|[0-9])\s*(?:\/|out of)\s*10\b/.test(message) },
];

const ICF: Rung[] = [
  { name: 'Agreement' },
  { name: 'Exploration', after: ['goal'], entry: /\b(?:I want|I'd like|I would like|leave with|by the end|clarity|figure out|decide|work out|understand|focus on|talk about)\b/i },
  { name: 'Awareness', after: ['past_failure', 'past_success'], entry: /\b(?:I realis\w*|I realiz\w*|I notice\w*|I see (?:now|that)|now I see|actually|the real|what matters|I guess it's|maybe it's|it's really about|I think it's because)\b/i },
  { name: 'Action', after: ['option'], entry: /\b(?:I could|I want to try|next step|I'd like to try|I should start|I can start)\b/i },
];

const TRANSFORMATIONAL: Rung[] = [
  { name: 'Story' },
  {
    name: 'Beliefs',
    after: ['situation', 'past_failure', 'worry'],
    entry: /\b(?:I always|I never|I'm not|I am not|I can't|I cannot|I should|I must|I'm just|I'm too|I believe|I think I'm|people like me|not good enough|I'm the kind|I'm bad at|I'm no good)\b/i,
  },
  { name: 'Identity', after: ['goal'], entry: /\b(?:want to be|kind of person|someone who|the person|I'd be|I would be|version of me|who I am|I am a|I'm a)\b/i },
  { name: 'Commitment', entry: /\b(?:from now on|start|starting|I choose to|I'm choosing)\b/i },
];

export const LADDERS: Record<Methodology, readonly Rung[]> = {
  grow: GROW,
  'solution-focused': SOLUTION_FOCUSED,
  icf: ICF,
  transformational: TRANSFORMATIONAL,
};

export function stageNames(methodology: Methodology): string[] {
  return LADDERS[methodology].map((rung) => rung.name);
}

/** The stage index after every client turn in `turns`; 0 before the client has said anything. */
export function stageIndex(methodology: Methodology, turns: readonly CoachingTurn[]): number {
  const ladder = LADDERS[methodology];
  const last = ladder.length - 1;
  let index = 0;
  const earlier: CoachingTurn[] = [];
  for (const turn of turns) {
    const before = [...earlier];
    earlier.push(turn);
    if (turn.speaker !== 'client') continue;
    // The rules' reading: a stage moves on what the client plainly said, not on a statistical guess.
    const { move } = readMove(turn.content, before, { rulesOnly: true });
    if (move === 'commitment') {
      index = last;
      continue;
    }
    const next = ladder[index + 1];
    if (!next || move === 'stuck' || move === 'small_talk') continue;
    const begun = typeof next.entry === 'function' ? next.entry(turn.content) : next.entry?.test(turn.content);
    if (begun || next.after?.includes(move)) index += 1;
  }
  return index;
}

export function stageOf(methodology: Methodology, turns: readonly CoachingTurn[]): string {
  return LADDERS[methodology][stageIndex(methodology, turns)]!.name;
}
