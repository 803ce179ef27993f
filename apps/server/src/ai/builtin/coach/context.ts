import { keyPhrase, secondPerson, sentencesOf } from './reflect.js';
import { contentWordCount, normalise } from './words.js';

/**
 * What a message holds beside its move, so the reply can take it up too: the words after a greeting,
 * a thank-you or an 'I don't know'; the sentences around an option or a fear; the judgement a client
 * fears in a question ('petty', 'selfish'); the alternatives they list when they ask for advice.
 */

/** A phrase in the second person, or as it stands when it has no first person to turn. */
const turned = (phrase: string) => secondPerson(phrase) ?? (/\b(?:you|your)\b/i.test(phrase) ? undefined : phrase);

/** The key phrase of the sentences that `skip` does not pick out, in the second person. */
export function contextOf(message: string, skip: (sentence: string) => boolean, maxWords = 12): string | undefined {
  const others = sentencesOf(message).filter((sentence) => !skip(sentence));
  if (others.length === 0) return undefined;
  const phrase = keyPhrase(others.join(' '), maxWords);
  return phrase ? turned(phrase) : undefined;
}

const SOCIAL_LEAD =
  /^(?:(?:ok(?:ay)?|right|great|cool|lovely|aw+|oh|ah|lol|haha+|hah|oops|whoops|sorry|soz|forgive me|excuse me|hi|hiya|hello|hey|morning|evening|good (?:morning|afternoon|evening)|thanks(?: so much| a lot)?|thank you(?: so much)?|thx|ty|cheers|ta|obrigad[oa]|gracias|merci|danke|one sec(?:ond)?|brb|back)\b[\s,.!…:;-]*)+/i;
const FILLER_TAIL = /[\s,.]+(?:though|tbh|honestly|lol|haha|really|i guess|anyway)[\s.!]*$/i;

/** What a social message says beyond the greeting or the thanks ('I feel a bit lighter'), in the second person. */
export function socialRest(message: string): string | undefined {
  const rest = normalise(message).trim().replace(SOCIAL_LEAD, '').trim();
  if (contentWordCount(rest) < 1 || rest.split(/\s+/).length < 2) return undefined;
  const phrase = keyPhrase(rest, 12);
  return phrase ? turned(phrase) : undefined;
}

const STUCK_LEAD =
  /^(?:(?:hm+|um+|uh+|er+|well|ok(?:ay)?|so|honestly|yeah)[\s,.!…]+)*(?:i (?:really |honestly |just )?(?:don'?t|do not|dont) (?:really |even |honestly )?know|idk|dunno|no idea|not sure|i'?m not sure|no clue|hard to say|i can'?t say|i guess)\b[\s,.!…:;-]*/i;
const lowerFirstWord = (text: string) => (/^(?:I|I'm|I've|I'd|I'll)\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const WH_START = /^(?:how|what|who|where|when|why|which|whether|if)\b/i;

/**
 * What a stuck answer still says ('idk how much i can afford' -> 'not knowing how much you can
 * afford'; 'I don't know. I'm too tired' -> "you're too tired"), or undefined when it says nothing more.
 */
export function stuckRest(message: string): { unknown?: string; said?: string } | undefined {
  const text = normalise(message).trim();
  // 'I keep going round in circles': the whole message is what the client can say.
  if (!STUCK_LEAD.test(text)) {
    const whole = text.replace(/[\s.!…]+$/, '');
    const said = whole.split(/\s+/).length <= 12 && contentWordCount(whole) >= 2 ? turned(whole) : undefined;
    return said ? { said: lowerFirstWord(said) } : undefined;
  }
  const rest = text.replace(STUCK_LEAD, '').replace(FILLER_TAIL, '').replace(/[\s.!…]+$/, '').trim();
  if (rest === '') return undefined;
  if (WH_START.test(rest)) {
    const clause = turned(rest.split(/[.;]/)[0]!.trim());
    return clause ? { unknown: clause } : undefined;
  }
  // 'its mine' is short, but it is the answer: a short rest is taken as it stands.
  const phrase = keyPhrase(rest, 12) || (rest.split(/\s+/).length <= 6 ? rest.replace(/^(?:maybe|perhaps)[.,]?\s+/i, '') : '');
  const said = phrase && contentWordCount(phrase) >= 1 ? turned(phrase) : undefined;
  return said ? { said: lowerFirstWord(said) } : undefined;
}

const JUDGEMENT =
  /\b(pushy|rude|petty|selfish|arrogant|needy|desperate|weak|lazy|unprofessional|greedy|stupid|silly|naive|bossy|aggressive|entitled|ungrateful|dramatic|crazy|mad|ridiculous|mean|disloyal|awkward|childish|cheeky|demanding|presumptuous|too late|too old)\b/i;

/** The judgement a client fears in their question ('Isn't it a bit petty...?' -> 'petty'). */
export function judgementIn(message: string): string | undefined {
  return JUDGEMENT.exec(normalise(message))?.[1]?.toLowerCase();
}

/** Alternatives a client lists ('The rent, the customers, the equipment?'), in their words, at most three. */
export function alternativesIn(message: string): string[] {
  for (const sentence of sentencesOf(message)) {
    const bare = sentence.replace(/[?.!]+$/, '').trim();
    const items = bare.split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+/i).map((item) => item.trim()).filter(Boolean);
    if (items.length < 2 || items.length > 5) continue;
    if (items.every((item) => item.split(/\s+/).length <= 4 && contentWordCount(item) >= 1)) {
      // The first item starts the sentence; its capital is not the client's.
      return items.slice(0, 3).map((item) => item.replace(/^(?:my|our)\b/i, 'your').replace(/^[A-Z][a-z]+\b/, (word) => (/^(?:I|I'm)$/.test(word) ? word : word.toLowerCase())));
    }
  }
  return [];
}

/** A 'that' or 'it' an option points back with ('I could go to that'): the sentence before says what it is. */
export const POINTS_BACK = /\b(?:that|it|this|him|her|them|those|one|there)\b[\s,.!]*(?:maybe|too|first|then|perhaps|though)?[\s,.!]*$|^\S+(?:\s+\S+){0,2}$/i;

/** What the client leaves for ('I have to go, the lunch rush' -> 'the lunch rush'). */
export function leavingFor(text: string): string | undefined {
  const reason = /\b(?:go|run|dash|leave)\b[,:;\s-]+(?:to |for )?((?:the|my|a|an)\s+[^.!?,]+)/i.exec(normalise(text))?.[1]?.trim();
  return reason ? reason.replace(/^my\b/i, 'your') : undefined;
}

/** A step said without 'I will' ('next tuesday. after the morning bake'), as the coach says it back. */
export function plainStep(message: string): string | undefined {
  const text = sentencesOf(normalise(message))
    .map((sentence) => sentence.replace(/^(?:(?:ok(?:ay)?|yeah|yes|yep|right|so|sure|fine|alright)[,.!]*\s*)+/i, '').replace(/[.!]+$/, '').trim())
    .filter(Boolean)
    .join(', ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const short = words.slice(0, 16).join(' ').replace(/[\s,;:-]+$/, '');
  return secondPerson(short) ?? (/\b(?:you|your)\b/i.test(short) ? undefined : short);
}

export const GREETING_FIRST = /^(?:hi|hiya|hello|hey|good (?:morning|afternoon|evening)|morning|evening|yo|howdy)\b/i;

/** The client's question about next time, as the coach's words start with it ('same time next week'). */
export function nextTimeAsked(text: string): string | undefined {
  const question = /([^.!?,]*\b(?:same time|next (?:week|time|session)|tomorrow)\b[^?]*)\?/i.exec(text)?.[1]?.trim();
  return question ? question.replace(/^(?:so|and|ok(?:ay)?|then)\s+/i, '').toLowerCase() : undefined;
}
