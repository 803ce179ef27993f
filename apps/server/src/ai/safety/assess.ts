import '../native-regexps.js';
import { LANGUAGES, type RiskCategory } from '@coaching/contract';
import {
  ACTS,
  CARRIED,
  CONCEPTS,
  CONCERN_AT,
  CONSUMING,
  CONTEXT_WEIGHT,
  CRISIS_AT,
  LEISURE_CANCELS,
  URGENCY,
  WISH_TO_DIE,
  type Concept,
  type ConceptRule,
  type Modifier,
} from './concepts.js';
import { detectLanguage, type Language } from './language.js';
import { LEXICONS } from './lexicon/index.js';
import type { Lexicon } from './lexicon/types.js';
import { normalise, sentences } from './normalise.js';
import { guardLookbehinds } from './regex-guard.js';

export type RiskLevel = 'crisis' | 'concern' | 'ordinary';

export type RiskAssessment = {
  level: RiskLevel;
  /** The risk that decided the level; absent when ordinary. */
  category?: RiskCategory;
  /** The rules' score for that category (for an ordinary message, its highest): 0 when nothing at all was seen. */
  score: number;
  /** The language the client wrote in, when it was clear. */
  language?: Language;
  /** The concepts recognised in the new message and, marked 'earlier:', in the ones before it. For logs and tests. */
  signals: string[];
};

type Compiled = {
  harmless: RegExp[];
  someoneElse: RegExp;
  speaker: RegExp;
  possessive: RegExp;
  negation: RegExp;
  concepts: [Concept, RegExp][];
  modifiers: [Modifier, RegExp][];
  safe: RegExp;
  yes: RegExp;
  no: RegExp;
};

const anyOf = (sources: string[] | undefined) => new RegExp(sources && sources.length > 0 ? `(?:${sources.map(guardLookbehinds).join('|')})` : '(?!)', 'g');

function compile(lexicon: Lexicon): Compiled {
  return {
    harmless: lexicon.harmless.map((source) => new RegExp(guardLookbehinds(source), 'g')),
    someoneElse: new RegExp(lexicon.someoneElse, 'g'),
    speaker: new RegExp(lexicon.speaker, 'g'),
    possessive: new RegExp(lexicon.possessive ?? '(?!)', 'g'),
    // A negator up to three words before, within the same clause: 'I am not, I just will not be here' is not negated.
    negation: new RegExp(`(?:${lexicon.negation})(?: [\\w']+){0,${lexicon.negationReach}} ?$`),
    concepts: Object.entries(lexicon.concepts).map(([concept, sources]) => [concept as Concept, anyOf(sources)]),
    modifiers: Object.entries(lexicon.modifiers).map(([modifier, sources]) => [modifier as Modifier, anyOf(sources)]),
    safe: anyOf(lexicon.safe),
    yes: new RegExp(`^(?:${lexicon.yes.join('|')})\\b`),
    no: new RegExp(`^(?:${lexicon.no.join('|')})\\b`),
  };
}

const COMPILED = Object.fromEntries(LANGUAGES.map((language) => [language, compile(LEXICONS[language])])) as Record<Language, Compiled>;

/** Whose the risk word is: someone else's when a third person (or a topic) is named before it in the sentence, and the speaker is not named after them. */
function aboutSomeoneElse(before: string, lexicon: Compiled): boolean {
  let otherEnds = -1;
  for (const match of before.matchAll(lexicon.someoneElse)) otherEnds = match.index + match[0].length;
  if (otherEnds < 0) return false;
  // 'my sister' names her, not the speaker: only a speaker word after the other person counts.
  let lastSpeaker = -1;
  for (const match of before.matchAll(lexicon.speaker)) lastSpeaker = match.index;
  return lastSpeaker < otherEnds;
}

/** Whether the sentence holds the concept: a match not negated just before, and the speaker's own when it must be. */
function holds(concept: Concept, pattern: RegExp, sentence: string, lexicon: Compiled): boolean {
  const rule: ConceptRule = CONCEPTS[concept];
  for (const match of sentence.matchAll(pattern)) {
    const before = sentence.slice(0, match.index);
    if (rule.negatable && lexicon.negation.test(before)) continue;
    // 'letters to my mum for when I am gone' names the speaker in the match itself.
    if (rule.aboutSelf && !namesSpeaker(match[0], lexicon) && aboutSomeoneElse(before, lexicon)) continue;
    return true;
  }
  return false;
}

function namesSpeaker(text: string, lexicon: Compiled): boolean {
  lexicon.speaker.lastIndex = 0;
  lexicon.possessive.lastIndex = 0;
  return lexicon.speaker.test(text) || lexicon.possessive.test(text);
}

type Found = { concepts: Set<Concept>; modifiers: Set<Modifier> };

/** The concepts one message holds, read with the lexicon of its language, or with all four when that is unclear. */
function conceptsOf(message: string, language: Language | undefined): Found {
  return conceptsIn(message, language, language ? [language] : LANGUAGES);
}

/**
 * Normalised text with its figures of speech and harmless uses of risky words blanked out, whichever
 * language's lexicon knows them ('this deadline is killing me', 'climbing rope'). The learned scorer
 * reads the same text.
 */
export function withoutFiguresOfSpeech(normalised: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  let text = normalised;
  for (const lang of LANGUAGES) for (const harmless of COMPILED[lang].harmless) text = text.replace(harmless, blank);
  return text;
}

function conceptsIn(message: string, language: Language | undefined, lexicons: readonly Language[]): Found {
  const found: Found = { concepts: new Set(), modifiers: new Set() };
  const blank = (match: string) => ' '.repeat(match.length);
  const normalised = normalise(message, language);
  const text = withoutFiguresOfSpeech(normalised);
  for (const lang of lexicons) {
    const lexicon = COMPILED[lang];
    for (const [modifier, pattern] of lexicon.modifiers) {
      pattern.lastIndex = 0;
      if (pattern.test(normalised)) found.modifiers.add(modifier);
    }
    for (let sentence of sentences(text)) {
      // A past attempt's sentence is its own: 'I tried to end it when I was 19, took a lot of
      // tablets' is history, not thoughts or an overdose now.
      for (const [concept, pattern] of lexicon.concepts) {
        if (!CONSUMING.includes(concept) || !holds(concept, pattern, sentence, lexicon)) continue;
        found.concepts.add(concept);
        sentence = blank(sentence);
      }
      for (const [concept, pattern] of lexicon.concepts) {
        if (!CONSUMING.includes(concept) && holds(concept, pattern, sentence, lexicon)) found.concepts.add(concept);
      }
    }
  }
  return found;
}

/** The concepts that count: a hobby's frame anywhere in the conversation makes its gear and places harmless. */
function counted(current: Found, earlier: Found[]): { now: Set<Concept>; carried: Set<Concept> } {
  const leisure = [current, ...earlier].some((found) => found.modifiers.has('leisure'));
  // 'I'm going to kill him this time lol' before a squash final is banter, not a threat.
  const joking = current.modifiers.has('joking');
  const keep = (concept: Concept) => !(leisure && LEISURE_CANCELS.has(concept)) && !(joking && concept === 'threatToHarm');
  const now = new Set([...current.concepts].filter(keep));
  // What earlier messages held counts once, at a lower weight than the newest message.
  const carried = new Set<Concept>();
  for (const found of earlier) for (const concept of found.concepts) if (CARRIED.has(concept) && !now.has(concept) && keep(concept)) carried.add(concept);
  return { now, carried };
}

function scoresOf({ now, carried }: { now: Set<Concept>; carried: Set<Concept> }): Map<RiskCategory, number> {
  // Supporting concepts (a means, a day, a purchase) count only beside a core concept of the newest
  // message, or a strong one of an earlier message: 'tomorrow' after a gratitude letter is not a plan,
  // 'ordered the tank' after reading up on helium is a preparation.
  const isCore = (concept: Concept, category: RiskCategory) => CONCEPTS[concept].category === category && !isSupporting(concept);
  const hasCore = (category: RiskCategory) =>
    [...now].some((concept) => isCore(concept, category)) ||
    [...carried].some((concept) => isCore(concept, category) && CONCEPTS[concept].weight >= STRONG_CARRIED);

  const scores = new Map<RiskCategory, number>();
  const hasCompanion = (concept: Concept, category: RiskCategory) =>
    [...now, ...carried].some((other) => other !== concept && CONCEPTS[other].category === category);
  const add = (concept: Concept, factor: number) => {
    const { category, weight } = CONCEPTS[concept];
    if (isSupporting(concept) && !hasCore(category)) return;
    if ((CONCEPTS[concept] as ConceptRule).companionOnly && !hasCompanion(concept, category)) return;
    const needs = (CONCEPTS[concept] as ConceptRule).needs;
    if (needs && !needs.some((other) => now.has(other as Concept) || carried.has(other as Concept))) return;
    scores.set(category, (scores.get(category) ?? 0) + weight * factor);
  };
  for (const concept of now) add(concept, 1);
  for (const concept of carried) add(concept, CONTEXT_WEIGHT);
  return scores;
}

/** An earlier concept this strong lets the newest message's means and days count (a lethal dose looked up, pills saved). */
const STRONG_CARRIED = 3;

const isSupporting = (concept: Concept) => (CONCEPTS[concept] as ConceptRule).supporting === true;

function levelOf(score: number): RiskLevel {
  return score >= CRISIS_AT ? 'crisis' : score >= CONCERN_AT ? 'concern' : 'ordinary';
}

const RANK: Record<RiskLevel, number> = { ordinary: 0, concern: 1, crisis: 2 };

/**
 * The risk in a client's newest message, read together with their previous few (oldest first, the
 * newest last). A message with no risk concept of its own is ordinary, whatever came before: the
 * earlier messages were answered when they were sent.
 */
export function assessRisk(messages: readonly string[]): RiskAssessment {
  const newest = messages.at(-1) ?? '';
  const language = detectLanguage(newest) ?? detectLanguage(messages.join(' '));
  const current = conceptsOf(newest, language);
  const earlier = messages.slice(0, -1).map((message) => conceptsOf(message, detectLanguage(message) ?? language));
  const signals = [...current.concepts, ...[...new Set(earlier.flatMap((found) => [...found.concepts]))].map((concept) => `earlier:${concept}`)];
  const concepts = counted(current, earlier);
  if (concepts.now.size === 0) return { level: 'ordinary', score: 0, language, signals };

  const scores = scoresOf(concepts);
  // An overdose taken, or a wound made, in order to die is a suicide attempt; without a word of why,
  // it is a medical emergency or self-harm.
  if (ACTS.some((act) => concepts.now.has(act)) && WISH_TO_DIE.some((wish) => concepts.now.has(wish))) {
    scores.set('suicide', (scores.get('suicide') ?? 0) + CRISIS_AT);
  }

  let best: { category: RiskCategory; level: RiskLevel; score: number } | undefined;
  for (const category of URGENCY) {
    const score = scores.get(category) ?? 0;
    let level = levelOf(score);
    if (level === 'crisis' && capsAtConcern(category, concepts, current.modifiers)) level = 'concern';
    // A crisis is named by urgency (suicide before self-harm); below that, by the stronger signal.
    if (!best || RANK[level] > RANK[best.level] || (level === best.level && level !== 'crisis' && score > best.score)) {
      best = { category, level, score };
    }
  }
  if (!best || best.level === 'ordinary') return { level: 'ordinary', score: best?.score ?? 0, language, signals };
  return { level: best.level, category: best.category, score: best.score, language, signals };
}

/**
 * A crisis needs a concept that is more than a concern of its own: despair, urges, control or a
 * worrying symptom add up to a concern, however many there are. 'It has passed' keeps a symptom a
 * concern.
 */
function capsAtConcern(category: RiskCategory, concepts: { now: Set<Concept>; carried: Set<Concept> }, modifiers: Set<Modifier>): boolean {
  const ofCategory = [...concepts.now, ...concepts.carried].filter((concept) => CONCEPTS[concept].category === category);
  if (ofCategory.every((concept) => (CONCEPTS[concept] as ConceptRule).concernOnly)) return true;
  if (category === 'medical_emergency') return modifiers.has('passed');
  return false;
}

function matchesStart(message: string, pick: (lexicon: Compiled) => RegExp): boolean {
  const language = detectLanguage(message);
  const text = normalise(message, language);
  return (language ? [language] : LANGUAGES).some((lang) => {
    const pattern = pick(COMPILED[lang]);
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}

/** The client says they are safe, or that what alarmed the screen was a figure of speech. */
export function saysTheyAreSafe(message: string): boolean {
  return matchesStart(message, (lexicon) => lexicon.safe);
}

/** The client's answer to 'are you thinking of harming yourself?': yes, no, or neither. */
export function answerToCheckIn(message: string): 'yes' | 'no' | undefined {
  if (matchesStart(message, (lexicon) => lexicon.yes)) return 'yes';
  if (matchesStart(message, (lexicon) => lexicon.no)) return 'no';
  return undefined;
}
