import { contentStems, stem } from './words.js';

/** What a message is about, as far as the guardrails and the client's goals are concerned. */

/** Words a boundary names that say nothing about its subject ('medical advice' is about 'medical'). */
const GENERIC = new Set(['advice', 'topic', 'issue', 'matter', 'question', 'detail', 'talk', 'discussion', 'personal', 'thing', 'stuff', 'other', 'related']);

/** What people say when a common boundary comes up without its name. */
const SYNONYMS_BY_NAME: Record<string, string[]> = {
  medical: ['doctor', 'medication', 'medicine', 'diagnosis', 'symptom', 'prescription', 'pill', 'dose', 'illness', 'disease', 'therapy'],
  health: ['doctor', 'medication', 'diagnosis', 'symptom', 'illness', 'disease'],
  politics: ['election', 'government', 'vote', 'voting', 'party', 'president', 'parliament', 'democrat', 'republican'],
  religion: ['church', 'god', 'faith', 'mosque', 'temple', 'pray', 'prayer', 'bible', 'religious'],
  finance: ['invest', 'investment', 'stock', 'crypto', 'bitcoin', 'mortgage', 'loan', 'debt', 'tax'],
  financial: ['invest', 'investment', 'stock', 'crypto', 'bitcoin', 'mortgage', 'loan', 'debt', 'tax'],
  money: ['invest', 'stock', 'crypto', 'bitcoin', 'loan', 'debt'],
  legal: ['lawyer', 'lawsuit', 'sue', 'court', 'attorney', 'contract', 'legally'],
  romantic: ['dating', 'date', 'boyfriend', 'girlfriend', 'crush', 'romance'],
  dating: ['date', 'boyfriend', 'girlfriend', 'crush', 'tinder', 'romance'],
  divorce: ['ex-wife', 'ex-husband', 'custody', 'separation'],
};
const BOUNDARY_SYNONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries(SYNONYMS_BY_NAME).map(([name, synonyms]) => [stem(name), synonyms]),
);

/** The first topic boundary the message touches, as the coach wrote it; undefined when none. */
export function touchedBoundary(message: string, boundaries: readonly string[]): string | undefined {
  const said = contentStems(message);
  const lower = message.toLowerCase();
  return boundaries.find((boundary) => {
    if (boundary.trim() !== '' && lower.includes(boundary.trim().toLowerCase())) return true;
    const subject = [...contentStems(boundary)].filter((word) => !GENERIC.has(word));
    return subject.some((word) => said.has(word) || (BOUNDARY_SYNONYMS[word] ?? []).some((synonym) => said.has(stem(synonym))));
  });
}

const FOCUS_KEYWORDS: Record<string, string[]> = {
  'career development': ['career', 'promotion', 'promoted', 'job', 'role', 'interview', 'salary', 'raise', 'cv', 'resume'],
  'leadership skills': ['lead', 'leader', 'leadership', 'team', 'delegate', 'manage', 'managing', 'direct reports'],
  'work-life balance': ['balance', 'family', 'evening', 'weekend', 'overtime', 'hours', 'burnout', 'burnt', 'home', 'kids', 'holiday', 'vacation'],
  'goal achievement': ['goal', 'target', 'achieve', 'progress', 'milestone'],
  'personal growth': ['grow', 'growth', 'confidence', 'confident', 'habit', 'mindset', 'learn'],
  'relationship building': ['relationship', 'colleague', 'partner', 'friend', 'trust', 'network', 'connect'],
  'stress management': ['stress', 'stressed', 'anxious', 'anxiety', 'overwhelmed', 'pressure', 'worry', 'worried', 'tense', 'calm'],
  'decision making': ['decide', 'decision', 'choose', 'choice', 'option', 'torn', 'unsure', 'dilemma'],
  'communication skills': ['conversation', 'talk', 'speak', 'speaking', 'feedback', 'presentation', 'present', 'listen', 'communicate'],
  'time management': ['time', 'schedule', 'procrastinate', 'procrastinating', 'deadline', 'busy', 'prioritise', 'prioritize', 'calendar'],
};
const FOCUS_GENERIC = new Set(['skill', 'management', 'development', 'making', 'achievement', 'building', 'balance', 'personal', 'work', 'life']);

function focusStems(area: string): Set<string> {
  const known = FOCUS_KEYWORDS[area.trim().toLowerCase()];
  const own = [...contentStems(area)].filter((word) => !FOCUS_GENERIC.has(word));
  return new Set([...own, ...(known ?? []).map(stem)]);
}

function overlaps(said: Set<string>, wanted: Set<string>): number {
  let shared = 0;
  for (const word of wanted) if (said.has(word)) shared += 1;
  return shared;
}

/** The client's goal the message speaks to most, if it shares a meaningful word with one. */
export function relevantGoal(message: string, goals: readonly string[]): string | undefined {
  const said = contentStems(message);
  let best: { goal: string; shared: number } | undefined;
  for (const goal of goals) {
    const shared = overlaps(said, contentStems(goal));
    if (shared > 0 && (!best || shared > best.shared)) best = { goal, shared };
  }
  return best?.goal;
}

/** The first focus area the message touches, by its own words or the words people use for it. */
export function relevantFocusArea(message: string, focusAreas: readonly string[]): string | undefined {
  const said = contentStems(message);
  return focusAreas.find((area) => overlaps(said, focusStems(area)) > 0);
}

/** The union of two lists, compared without case, first spelling kept. */
export function unionOf(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Map<string, string>();
  for (const item of lists.flat()) if (item.trim() && !seen.has(item.trim().toLowerCase())) seen.set(item.trim().toLowerCase(), item.trim());
  return [...seen.values()];
}
