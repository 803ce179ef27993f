import type { Methodology } from '@coaching/contract';
import type { CoachingTurn } from '../../model.js';
import { findCommitments } from './commitments.js';

/**
 * Where a conversation is in its methodology. Each methodology is a ladder of four stages; a
 * client turn climbs one rung when it shows the next stage has begun (a goal stated, options
 * listed...), or when the client has spent `patience` turns without that sign, so a
 * conversation never sticks. A commitment goes straight to the last rung.
 */

type Rung = {
  name: string;
  /** Signs in a client turn that this stage has begun. */
  entry?: RegExp | ((message: string) => boolean);
  /** Turns without a sign before moving on. */
  patience: number;
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
  { name: 'Goal', patience: 1 },
  {
    name: 'Reality',
    entry: /\b(?:I\s+(?:really\s+)?(?:want|would like|'d like|wish|hope|need|aim|plan)\s+to|I\s+want\b|my\s+(?:main\s+)?(?:goal|aim|target)|I'm\s+trying\s+to|I\s+am\s+trying\s+to|get\s+better\s+at)\b/i,
    patience: 1,
  },
  {
    name: 'Options',
    entry: /\b(?:right now|currently|at the moment|so far|these days|at present|usually|every time|I keep|I tried|I've tried|the problem|the issue|obstacle|stuck|struggl\w*|gets? in the way|stopping me|the thing is|what happens is)\b/i,
    patience: 1,
  },
  { name: 'Will', entry: /\b(?:I could|maybe I|perhaps I|one option|another option|option is|alternatively|I might|or I|what if I|I can either)\b/i, patience: 2 },
];

const SOLUTION_FOCUSED: Rung[] = [
  { name: 'Preferred future', patience: 1 },
  { name: 'Exceptions', entry: /\b(?:I'd|I would|would be|wake up|imagine|different|instead|I'd notice|I would notice|calm(?:er)?|lighter|free)\b/i, patience: 1 },
  {
    name: 'Scaling',
    entry: /\b(?:last (?:week|month|time|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|there was a time|once|when I|it helped|helped|worked|went (?:\w+ )?well|(?:felt|was|were) (?:\w+ )?(?:better|easier|good)|better when|a bit better|that day|back when|used to)\b/i,
    patience: 1,
  },
  { name: 'Next small step', entry: (message) => scaleAnswer(message) !== undefined || /\b(?:10|[0-9])\s*(?:\/|out of)\s*10\b/.test(message), patience: 1 },
];

const ICF: Rung[] = [
  { name: 'Agreement', patience: 1 },
  { name: 'Exploration', entry: /\b(?:I want|I'd like|I would like|leave with|by the end|clarity|figure out|decide|work out|understand|focus on|talk about)\b/i, patience: 1 },
  { name: 'Awareness', entry: /\b(?:I realis\w*|I realiz\w*|I notice\w*|I see (?:now|that)|now I see|actually|the real|what matters|I guess it's|maybe it's|it's really about|I think it's because)\b/i, patience: 2 },
  { name: 'Action', entry: /\b(?:I could|I want to try|next step|I'd like to try|I should start|I can start)\b/i, patience: 2 },
];

const TRANSFORMATIONAL: Rung[] = [
  { name: 'Story', patience: 1 },
  {
    name: 'Beliefs',
    entry: /\b(?:I always|I never|I'm not|I am not|I can't|I cannot|I should|I must|I'm just|I'm too|I believe|I think I'm|people like me|not good enough|I'm the kind|I'm bad at|I'm no good)\b/i,
    patience: 1,
  },
  { name: 'Identity', entry: /\b(?:want to be|kind of person|someone who|the person|I'd be|I would be|version of me|who I am|I am a|I'm a)\b/i, patience: 2 },
  { name: 'Commitment', entry: /\b(?:from now on|start|starting|I choose to|I'm choosing)\b/i, patience: 2 },
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
  // Any fixed date will do: only whether a commitment is there matters, not when it is due.
  const epoch = new Date(0);
  let index = 0;
  let waited = 0;
  for (const turn of turns) {
    if (turn.speaker !== 'client') continue;
    if (findCommitments(turn.content, epoch).length > 0) {
      index = last;
      continue;
    }
    const next = ladder[index + 1];
    if (!next) continue;
    const begun = typeof next.entry === 'function' ? next.entry(turn.content) : next.entry?.test(turn.content);
    if (begun || ++waited > ladder[index]!.patience) {
      index += 1;
      waited = 0;
    }
  }
  return index;
}

export function stageOf(methodology: Methodology, turns: readonly CoachingTurn[]): string {
  return LADDERS[methodology][stageIndex(methodology, turns)]!.name;
}
