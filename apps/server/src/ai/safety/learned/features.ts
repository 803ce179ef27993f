import { withoutFiguresOfSpeech } from '../assess.js';
import { normalise, sentences } from '../normalise.js';
import { ATOM_PATTERNS, type Atom } from './atoms.js';

/** How much the fields of meaning weigh beside the words and letter sequences. */
const MEANING_WEIGHT = 1.2;

const cleaned = (message: string) => withoutFiguresOfSpeech(normalise(message));

/** The fields of meaning (learned/atoms.ts) each sentence of a message touches. */
export function atomsBySentence(message: string): Set<Atom>[] {
  return sentences(cleaned(message)).map((sentence) => new Set(ATOM_PATTERNS.filter(([, pattern]) => pattern.test(sentence)).map(([atom]) => atom)));
}

function unit(features: Map<string, number>, weight: number): Map<string, number> {
  let norm = 0;
  for (const value of features.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [name, value] of features) features.set(name, (weight * value) / norm);
  return features;
}

/**
 * The words and four-letter sequences of a client's messages: the newest message at full weight, the
 * earlier ones at half under their own names ('p:'). Letter sequences carry across spellings and
 * word forms ('suic', 'mour', 'sterb').
 */
function surface(messages: readonly string[]): Map<string, number> {
  const features = new Map<string, number>();
  const add = (name: string, value: number) => features.set(name, (features.get(name) ?? 0) + value);
  messages.forEach((message, index) => {
    const newest = index === messages.length - 1;
    const prefix = newest ? '' : 'p:';
    const weight = newest ? 1 : 0.5;
    const text = cleaned(message)
      .replace(/[^a-z0-9' ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    for (const word of text.split(' ').filter(Boolean)) add(`${prefix}w:${word}`, weight);
    const padded = ` ${text} `;
    for (let i = 0; i + 4 <= padded.length; i++) add(`${prefix}c:${padded.slice(i, i + 4)}`, weight / 2);
  });
  return features;
}

/**
 * What the messages mean, in any language: each field the newest message touches ('m:'), each pair
 * of fields within one of its sentences ('mm:death+now': together in a sentence they say more than
 * apart), the fields of the earlier messages ('pm:'), and each earlier field beside a newest one
 * ('xm:pills>tonight'), so that 'I bought a lot of paracetamol' then 'all of it tonight' reads as one.
 */
function meaning(messages: readonly string[]): Map<string, number> {
  const features = new Map<string, number>();
  const set = (name: string, value = 1) => features.set(name, Math.max(features.get(name) ?? 0, value));
  const newest = atomsBySentence(messages.at(-1) ?? '');
  const inNewest = new Set(newest.flatMap((atoms) => [...atoms]));
  for (const atom of inNewest) set(`m:${atom}`);
  for (const atoms of newest) {
    const sorted = [...atoms].sort();
    for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) set(`mm:${sorted[i]}+${sorted[j]}`);
  }
  const earlier = new Set(messages.slice(0, -1).flatMap((message) => atomsBySentence(message).flatMap((atoms) => [...atoms])));
  for (const atom of earlier) {
    set(`pm:${atom}`, 0.5);
    for (const now of inNewest) set(`xm:${atom}>${now}`, 0.5);
  }
  return features;
}

/**
 * The learned scorer's view of a client's messages: their surface (words, letter sequences) and
 * their meaning (fields and their pairs), each scaled to unit length so a long message does not
 * outweigh a short one, the meaning weighted a little above the surface because it is what carries
 * to phrasings and languages the scorer has not read.
 */
export function featuresOf(messages: readonly string[]): Map<string, number> {
  const features = unit(surface(messages), 1);
  for (const [name, value] of unit(meaning(messages), MEANING_WEIGHT)) features.set(name, value);
  return features;
}
