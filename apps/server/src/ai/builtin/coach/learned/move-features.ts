import { normalise } from '../words.js';

/**
 * A client message as the learned move reader sees it: its words, word pairs and four-letter
 * sequences, its length and whether it asks, scaled to unit length. Word pairs carry what single
 * words miss in a move ('what if', 'last time', 'i could'); letter sequences carry word forms and
 * typos ('worr', 'tried').
 */
export function moveFeatures(message: string): Map<string, number> {
  const features = new Map<string, number>();
  const add = (name: string, value: number) => features.set(name, (features.get(name) ?? 0) + value);
  const text = normalise(message)
    .toLowerCase()
    .replace(/[^a-z0-9' ?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').filter(Boolean);
  for (const word of words) add(`w:${word}`, 1);
  for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]}_${words[i + 1]}`, 1);
  const padded = ` ${text} `;
  for (let i = 0; i + 4 <= padded.length; i++) add(`c:${padded.slice(i, i + 4)}`, 0.5);
  add(`len:${Math.min(words.length, 12)}`, 1);
  if (text.includes('?')) add('asks', 1);
  let norm = 0;
  for (const value of features.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [name, value] of features) features.set(name, value / norm);
  return features;
}
