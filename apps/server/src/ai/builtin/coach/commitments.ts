import { capitalise } from '../text.js';
import { findDeadlinePhrases } from './dates.js';
import { sentencesOf } from './reflect.js';

/** Commitments a client states ('I will call my manager by Friday') read out of their message. */

export type Commitment = {
  /** The action as an item: 'Call my manager'. */
  item: string;
  /** What the client committed to, as written after 'I will': 'call my manager by Friday'. */
  said: string;
  /** The deadline as written ('by Friday'), when one is named. */
  deadlinePhrase: string | null;
  deadline: Date | null;
};

const OPENER =
  /\b(?:I\s+will|I'll|I\s+am\s+going\s+to|I'm\s+going\s+to|I'm\s+gonna|I\s+commit\s+to|I've\s+committed\s+to|I\s+promise\s+to|I\s+plan\s+to|my\s+next\s+step\s+is\s+to)\s+/gi;
/** Words before 'I will' that make it a thought, not a commitment: 'maybe I'll', 'not sure if I will'. */
const HEDGE = /\b(?:maybe|perhaps|might|if|whether|unless|not sure|don't know|do not know|wonder|hope|afraid|worried|scared)\b/i;
/** Things people say they 'will' do that are predictions or fears, not actions. */
const NOT_AN_ACTION =
  /^(?:never|not|fail|lose|die|cry|mess|screw|get fired|be fired|be fine|be ok|be okay|be alright|think about it|see|need|have to|probably|end up|always|keep failing|let you know)\b/i;
const TRAILING = /(?:[\s,;:.!?…-]+|\s+(?:and|then|and then|also|so|but|or))+$/i;

function asItem(said: string, deadlinePhrases: readonly string[]): string {
  let item = said;
  for (const phrase of deadlinePhrases) item = item.replace(phrase, ' ');
  item = item.replace(/\s+/g, ' ').replace(/^(?:also|then|definitely|really|actually)\s+/i, '').trim();
  for (let previous = ''; previous !== item; ) {
    previous = item;
    item = item.replace(TRAILING, '').replace(/\s+(?:at|on|by|before|in|for|until)$/i, '');
  }
  return capitalise(item);
}

/** Each commitment in the message, with its deadline resolved from `now` (noon UTC of that day). */
export function findCommitments(message: string, now: Date): Commitment[] {
  const commitments: Commitment[] = [];
  for (const sentence of sentencesOf(message)) {
    if (sentence.endsWith('?')) continue;
    const openers = [...sentence.matchAll(OPENER)];
    openers.forEach((opener, position) => {
      const start = opener.index + opener[0].length;
      const end = openers[position + 1]?.index ?? sentence.length;
      const before = sentence.slice(position === 0 ? 0 : (openers[position - 1]!.index ?? 0), opener.index);
      if (HEDGE.test(before.split(/[,;]/).at(-1) ?? '')) return;
      // A deadline may stand before the opener too: 'Tomorrow I will ...', 'By Friday, I'll ...'.
      const lead = position === 0 ? sentence.slice(0, opener.index) : '';
      const said = sentence.slice(start, end).replace(TRAILING, '').trim();
      if (said === '' || NOT_AN_ACTION.test(said)) return;
      const deadlines = findDeadlinePhrases(`${said} ${lead}`, now);
      const item = asItem(said, deadlines.map((d) => d.phrase));
      if (item === '') return;
      const first = deadlines[0];
      const leadPhrase = first && !said.includes(first.phrase) ? first.phrase : null;
      commitments.push({
        item,
        said: leadPhrase ? `${said} ${leadPhrase.toLowerCase()}` : said,
        deadlinePhrase: first?.phrase ?? null,
        deadline: first?.date ?? null,
      });
    });
  }
  return commitments;
}
