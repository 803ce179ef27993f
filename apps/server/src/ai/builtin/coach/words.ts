/** Word-level helpers the coaching engine reads and writes with: normalising, stemming, hashing. */

const STOPWORDS = new Set(
  (
    'a an the and or but so if then than that this these those to of in on at by for with from about into over under ' +
    'i me my mine myself you your yours we us our they them their he him his she her it its is am are was were be been ' +
    'being have has had do does did not no yes just really very much more most some any all can could would should will ' +
    'shall may might must get got go going want like feel think know also too still even again there here what when where ' +
    'why how who which as up out off only own same such both each few other im ive id ill dont cant wont isnt its thats'
  ).split(' '),
);

/** Straight apostrophes and quotes, so patterns need only one spelling. */
export function normalise(text: string): string {
  return text.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
}

/** A rough English stem, enough to match 'running' with 'run' and 'stressed' with 'stress'. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ss|ll)$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return normalise(text).split(/[^A-Za-z0-9'-]+/).filter(Boolean);
}

/** The stems of a text's meaningful words. */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of words(text)) {
    const bare = word.toLowerCase().replace(/'/g, '');
    if (!STOPWORDS.has(bare) && bare.length > 1) stems.add(stem(bare));
  }
  return stems;
}

export function contentWordCount(text: string): number {
  return contentStems(text).size;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** FNV-1a: a stable 32-bit hash, so the same conversation always gets the same wording. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of `options`, chosen by `seed`; `salt` lets two choices from the same seed differ. */
export function pick<T>(options: readonly T[], seed: number, salt: number): T {
  if (options.length === 0) throw new Error('pick needs at least one option');
  return options[(seed + salt * 7_919) % options.length] as T;
}

/** The first `count` words, lower-cased and without punctuation: how a reply 'opens'. */
export function openingOf(text: string, count = 3): string {
  return words(text)
    .slice(0, count)
    .map((word) => word.toLowerCase())
    .join(' ');
}
