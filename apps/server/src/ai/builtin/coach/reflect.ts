import { lowerFirst } from '../text.js';
import { contentWordCount, normalise } from './words.js';

/** Picking the client's key phrase and turning it round so the coach can reflect it back. */

const FILLERS = /^(?:well|so|um+|uh+|honestly|basically|actually|yeah|yes|no|ok(?:ay)?|hmm+|right(?! now)|i mean|i think(?: that)?|i guess|i feel like|to be honest|the thing is(?: that)?)\b[,\s]*/i;
const CLAUSE_BREAKS = /[,;()]\s*|(?<!\d):(?!\d)\s*|\s+[-–—]\s+|\s+(?:but|because|although|though|whereas|and then|so that)\s+/i;
const FEELING = /\b(?:feel|felt|stuck|afraid|scared|worr\w*|anxious|frustrat\w*|overwhelm\w*|hard|difficult|struggl\w*|keep|never|always|can't|cannot|want|wish|hope|need|tired|exhausted|confus\w*|unsure|avoid\w*|procrastinat\w*|love|enjoy|proud|excited)\b/i;
const COMMITMENT = /\b(?:I will|I'll|I'm going to|I am going to|I commit to|I promise to)\b/i;
const LEADING_CONNECTORS = /^(?:and|or|but|so|because|then|also)\s+/i;
const LONG_CLAUSE_BREAKS = /\s+(?:and|or|so|then|which|while|when)\s+/i;
const TRAILING_CONNECTORS = /\s+(?:a|an|the|and|or|to|of|in|on|at|by|for|with|from|my|your|that|which|is|are|was|really|very|so|but)$/i;

export function sentencesOf(message: string): string[] {
  return normalise(message)
    // A title's full stop ('Prof. Tanaka', 'Mr. Sharma') ends no sentence.
    .split(/(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Sr|Jr|Fr|Rev)\.)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function stripFillers(clause: string): string {
  let text = clause.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(FILLERS, '').replace(LEADING_CONNECTORS, '').trim();
  }
  return text.replace(/[\s.,;:!?…"]+$/u, '').replace(/^["']+/, '');
}

const HANGING = /\b(?:was|were|is|are|be|been|'s|time|that|than|of|to|about|whether|the|a|an)$/i;

function clip(clause: string, maxWords: number): string {
  const all = clause.split(/\s+/);
  if (all.length <= maxWords) return clause;
  // A long clause is cut at its first 'and', 'so', ... when that leaves enough to reflect.
  const head = clause.split(LONG_CLAUSE_BREAKS)[0] ?? clause;
  // 'the one time it landed was | when I showed a video clip': a head left hanging gives way to what follows it.
  if (head !== clause && HANGING.test(head)) {
    const tail = clause.slice(head.length).replace(LONG_CLAUSE_BREAKS, '').trim();
    if (contentWordCount(tail) >= 2) return clip(tail, maxWords);
  }
  if (head !== clause && contentWordCount(head) >= 2 && head.split(/\s+/).length <= maxWords) return head;
  let text = all.slice(0, maxWords).join(' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(TRAILING_CONNECTORS, '');
  }
  return text.replace(/[\s.,;:!?…-]+$/u, '');
}

function score(clause: string, story: boolean): number {
  const size = contentWordCount(clause);
  const length = clause.split(/\s+/).length;
  let points = Math.min(size, 6);
  // In a story the event is what a listener picks up; how it felt afterwards is named separately.
  if (FEELING.test(clause) && !story) points += 3;
  if (/^(?:I|I'm|I've|my)\b/i.test(clause)) points += 1;
  if (length > 18) points -= 2;
  if (COMMITMENT.test(clause)) points -= 4;
  return points;
}

const SUBORDINATE = /^(?:every\s+time|whenever|when|if|after|before|as\s+soon\s+as|once|while)\b/i;

/** 'Every time I have to speak up' is half a thought: it stays with the clause that follows ('I freeze'). */
function mergeSubordinate(clauses: string[]): string[] {
  const merged: string[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!;
    const next = clauses[i + 1];
    if (SUBORDINATE.test(clause.trim()) && next !== undefined && next.trim() !== '') {
      merged.push(`${clause.trim()}, ${next.trim()}`);
      i++;
    } else merged.push(clause);
  }
  return merged;
}

/**
 * The phrase of the message worth reflecting, in the client's own words, at most `maxWords`
 * long; '' when the message holds nothing to reflect ('ok', '4', a bare commitment).
 */
export function keyPhrase(message: string, maxWords = 12, story = false): string {
  const clauses = sentencesOf(message)
    .flatMap((sentence) => mergeSubordinate(sentence.split(CLAUSE_BREAKS)))
    .map(stripFillers)
    .filter((clause) => (contentWordCount(clause) >= 2 || (contentWordCount(clause) >= 1 && clause.split(/\s+/).length >= 4)) && !COMMITMENT.test(clause));
  let best = '';
  let bestScore = -Infinity;
  for (const clause of clauses) {
    const points = score(clause, story);
    if (points > bestScore) [best, bestScore] = [clause, points];
  }
  return best === '' ? '' : lowerFirst(clip(best, maxWords));
}

const SWAPS: Record<string, string> = {
  i: 'you', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", me: 'you', my: 'your',
  mine: 'yours', myself: 'yourself', am: 'are', we: 'you', "we're": "you're", us: 'you', our: 'your',
};

/**
 * The phrase turned to the second person ('I keep avoiding my manager' -> 'you keep avoiding your
 * manager'; 'last time I handed it over' -> 'last time you handed it over'), or undefined when it
 * speaks to the coach ('you', 'your'): turned round, it would put the coach's words in the client's mouth.
 */
export function secondPerson(phrase: string): string | undefined {
  if (/\b(?:you|your|yours|yourself)\b/i.test(phrase)) return undefined;
  if (!/\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|our|us)\b/i.test(phrase)) return undefined;
  let previous = '';
  return phrase
    .split(' ')
    .map((word) => {
      const bare = word.toLowerCase().replace(/[^a-z']/g, '');
      let swapped = SWAPS[bare];
      if (bare === 'was' && previous === 'i') swapped = 'were';
      if (bare === 'am' && previous !== 'i') swapped = undefined;
      previous = bare;
      return swapped === undefined ? word : word.toLowerCase().replace(bare, swapped);
    })
    .join(' ');
}

/** Emotions a client's words name or imply, and how the coach names them back ('That sounds {frustrating}.'). */
const EMOTIONS: [RegExp, string][] = [
  [/\b(?:terrif\w*|scared|afraid|fear\w*|dread\w*|panic\w*)\b/i, 'scary'],
  [/\b(?:worr\w*|anxious|anxiety|nervous|uneasy|on edge|concerned)\b/i, 'worrying'],
  [/\b(?:frustrat\w*|annoy\w*|irritat\w*|drives? me (?:mad|crazy|nuts)|fed up|redo|came back late|again and again|keeps? happening)\b/i, 'frustrating'],
  [/\b(?:exhaust\w*|tired|drained|burn(?:ed|t)? out|worn out|knackered|no energy)\b/i, 'draining'],
  [/\b(?:overwhelm\w*|too much|swamped|drowning|buried)\b/i, 'a lot to carry'],
  [/\b(?:stuck|going in circles|lost|don't know where to start|paralys\w*|paralyz\w*)\b/i, 'hard to be stuck with'],
  [/\b(?:sad|down|low|gutted|heartbroken|miserable|lonely|alone)\b/i, 'heavy'],
  [/\b(?:angry|furious|livid|pissed|resent\w*|unfair)\b/i, 'maddening'],
  [/\b(?:guilty|ashamed|embarrass\w*|humiliat\w*)\b/i, 'uncomfortable'],
  [/\b(?:disappoint\w*|let down|failed|bombed|fell flat|rejected)\b/i, 'disappointing'],
  [/\b(?:excit\w*|can't wait|thrilled|buzzing|pumped)\b/i, 'exciting'],
  [/\b(?:proud|nailed|aced|pulled (?:it )?off|went (?:really )?well|worked)\b/i, 'encouraging'],
  [/\b(?:confus\w*|unclear|unsure|torn|don't know which)\b/i, 'confusing'],
  [/\b(?:hard|difficult|tough|struggl\w*|challenging)\b/i, 'hard'],
];

const OWN_FEELING =
  /\b(?:it'?s|that'?s|it is|this is|is|was|so|really|very|feels|getting|pretty|quite|just)\s+(exhausting|frustrating|terrifying|overwhelming|stressful|draining|infuriating|depressing|humiliating|painful|awful|scary|nerve-wracking|demoralising|demoralizing|lonely|confusing|maddening|heartbreaking|embarrassing|discouraging|disheartening|tiring|relentless)\b/i;

/** The emotion the message carries, as the coach would name it; undefined when none shows. */
export function emotionOf(message: string): string | undefined {
  const text = normalise(message);
  // The client's own word for it ('It's exhausting') is the one to name back.
  const own = OWN_FEELING.exec(text)?.[1];
  if (own) return own.toLowerCase();
  return EMOTIONS.find(([pattern]) => pattern.test(text))?.[1];
}

const WORRY_CLAUSE =
  /(?:\bwhat\s+(?:really\s+)?(?:worries|scares|frightens)\s+me\s+(?:most\s+)?is\s+(?:that\s+|if\s+|when\s+)?|\b(?:worried|worry|worries|afraid|scared|nervous|anxious|terrified|concerned|fear|fearful|frightened|panicking|dreading|dread|stressed|stressing)\s+(?:that\s+|about\s+|of\s+|if\s+|to\s+)?)(.+)$/i;

/**
 * What the client fears, turned to the second person: a clause ('I worry the quality will drop' ->
 * { clause: 'the quality will drop' }) or a subject ('stressed about the deadlines' -> { about: 'the deadlines' }).
 */
export function worryOf(message: string): { clause?: string; about?: string } | undefined {
  for (const sentence of sentencesOf(message)) {
    const match = WORRY_CLAUSE.exec(sentence);
    if (!match) continue;
    const connector = /\s(about|of|over)\s*$/i.exec(sentence.slice(0, match.index + match[0].length - match[1]!.length))?.[1];
    const comparing = /\bmore\s+(?:afraid|scared|worried|frightened|anxious|nervous)\s+(?:of|about)\s+/i.test(sentence);
    // A clock time ('at 4:30') holds a colon that ends nothing.
    const raw = match[1]!.split(/;|(?<!\d):(?!\d)|\s+(?:but|although|though)\s+/i)[0] ?? '';
    // 'more afraid of regret than of change' keeps its comparison; any other 'than' ends the fear.
    const clause = stripFillers(comparing ? raw.replace(/\s+than\s+(?:of\s+|about\s+)?/i, ' more than ') : raw.split(/\s+than\s+/i)[0]!);
    if (contentWordCount(clause) < 1) continue;
    const turned = secondPerson(clause) ?? (/\b(?:you|your)\b/i.test(clause) ? undefined : clause);
    if (!turned) continue;
    const text = lowerFirst(clip(turned, 14));
    // A subject ('the deadlines', 'presenting') reads after 'about'; a clause with a verb after 'that'.
    const hasVerb = /\b(?:will|would|'ll|is|are|was|were|won't|can't|might|could|may|am|'re|'m|do|does|did|have|has|had|get|gets)\b/i.test(turned);
    return connector || !hasVerb ? { about: text } : { clause: text };
  }
  return undefined;
}

/** The message's key clause in the second person, whatever its first word, or undefined. */
export function reflectionOf(message: string, maxWords = 14, story = false): string | undefined {
  const phrase = keyPhrase(message, maxWords, story);
  if (!phrase) return undefined;
  return secondPerson(phrase) ?? (/\b(?:you|your)\b/i.test(phrase) ? undefined : phrase);
}

/**
 * A client's question as an indirect clause the coach can answer with: 'do you think 34 is too old
 * to switch?' -> 'whether 34 is too old to switch'; 'how do I ask for a raise?' -> 'how to ask for a
 * raise'; 'am I overreacting?' -> 'whether you're overreacting'.
 */
export function indirectQuestion(question: string): string | undefined {
  let q = normalise(question).split(/\?/)[0]!.trim().replace(/^(?:so|ok|okay|but|and|right|honestly|also),?\s+/i, '');
  if (/^(?:can|could|would) you (?:just |please )?(?:give|tell|send|offer) me (?:some |a few |any )?(?:tips|advice|ideas|pointers|suggestions)\s*$/i.test(q)) return undefined;
  q = q.replace(/^(?:can|could|would) you (?:just |please )?(?:give|tell|send|offer) me (?:some |a few |any )?(tips|advice|ideas|pointers|suggestions) (?:for|on|about) /i, '$1 on ');
  const rules: [RegExp, string][] = [
    [/^(?:do|did) you (?:think|reckon|feel) (?:that )?/i, 'whether '],
    [/^what do you think (?:about|of) /i, 'what you make of '],
    [/^what do you think /i, 'what '],
    [/^what would you (?:pick|choose|do)\b/i, 'what I would pick'],
    [/^what would you (look at|start with|focus on|tackle|prioriti[sz]e|check)(?: first)?(?: if you were me| in my (?:shoes|position))?/i, 'what to $1 first'],
    [/^(?:can|could) you help (?:me )?(?:with )?(.+?)(?: or .*)?$/i, 'help with $1'],
    [/^how (do|should|can|could|would) (?:i|you|we|one) /i, 'how to '],
    [/^what(?:'s| is) the ((?:best|easiest|simplest|right|most \w+|least \w+) )?way to /i, 'the $1way to '],
    [/^should i /i, 'whether to '],
    [/^am i /i, "whether you're "],
    [/^is it (?:normal|common|ok|okay) to /i, 'whether it is normal to '],
    [/^is there /i, 'whether there is '],
    [/^are there /i, 'whether there are '],
    [/^is (.+?) (realistic|normal|ok|okay|enough|possible|a good idea|bad|wrong|right|too \w+)\b/i, 'whether $1 is $2'],
    [/^where do (?:people|i|you) (?:even )?start\b/i, 'where to start'],
    [/^what (?:do|should) i /i, 'what to '],
    [/^does (?:that|this|it) /i, 'whether it '],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(q)) {
      q = q.replace(pattern, replacement);
      break;
    }
  }
  q = q.replace(/\b(?:do|does) (you|people|they|we|i)\b/i, '$1');
  const turned = /\b(?:I|I'm|my|me|myself)\b/.test(q) ? secondPerson(`I ${q}`)?.replace(/^you /, '') : q;
  const text = (turned ?? q).trim();
  if (contentWordCount(text) < 1) return undefined;
  return lowerFirst(clip(text, 16));
}
