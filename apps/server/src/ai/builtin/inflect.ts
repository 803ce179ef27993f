/** Word forms the goal assistant writes with: a verb's -ing form, and whether a word is a verb. */

const ING: Record<string, string> = { be: 'being', see: 'seeing', agree: 'agreeing', free: 'freeing', lie: 'lying', die: 'dying', tie: 'tying', ski: 'skiing' };
/** Short verbs whose last consonant doubles: run -> running. */
const DOUBLING = new Set([
  'run', 'get', 'set', 'put', 'cut', 'sit', 'stop', 'plan', 'swim', 'jog', 'shop', 'chat', 'hit', 'win', 'begin', 'quit',
  'drop', 'skip', 'step', 'forget', 'admit', 'commit', 'submit', 'travel', 'label', 'model', 'signal', 'dig', 'hug', 'nap', 'prep',
  'transfer', 'prefer', 'refer', 'occur', 'control', 'patrol', 'regret', 'upset', 'omit', 'permit', 'equip', 'shut', 'let',
]);

export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (ING[lower]) return ING[lower];
  if (DOUBLING.has(lower)) return `${lower}${lower.at(-1)}ing`;
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/(?:[^aeiouy]|u)e$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  return `${lower}ing`;
}

/** Verbs goals start with; a first word not listed still counts as a verb before 'my', 'the', 'up'... */
const VERBS = new Set(
  ('achieve add apply ask attend be become book build buy call change choose clean clear climb close coach complete contribute cook ' +
    'create cut cycle dance declutter decrease delegate deliver deposit design develop do draw drink drive earn eat exercise ' +
    'explore feel find finish fix follow get give go grow hand handle have help hire hit hold improve increase invest join ' +
    'journal jog keep land launch lead learn leave lift limit listen live log lose lower make manage master meditate meet ' +
    'mentor move network open organise organize paint pass pay plan play post practice practise prepare present publish ' +
    'put quit raise reach read record reduce release repair replace run save schedule sell send set ship sign sing sleep ' +
    'speak spend start stay stick stop stretch study submit swim take talk teach tidy track train transfer travel try ' +
    'supply use visit volunteer wake walk watch win work write').split(' '),
);
const VERB_FOLLOWERS = /^(?:my|the|a|an|to|up|out|off|on|at|in|for|with|more|less|some|every|each|back|down|into|over|\d|\$)/i;

/** Whether the first word of a phrase reads as a command: 'Delegate more', 'Declutter my flat'. */
export function startsWithVerb(phrase: string): boolean {
  const [first = '', second = ''] = phrase.split(/\s+/);
  const word = first.toLowerCase();
  if (VERBS.has(word)) return true;
  if (/ing$|[^p]ly$|er$|ness$|ment$|tion$/.test(word) || /^[A-Z]/.test(first) && !/^[A-Z][a-z]+$/.test(first)) return false;
  return second !== '' && VERB_FOLLOWERS.test(second) && !/s$/.test(word);
}

/**
 * 'run a 10k race' -> 'running a 10k race', 'exercise and lose weight' -> 'exercising and losing
 * weight'; a phrase that does not start with a verb is kept.
 */
export function asGerundPhrase(phrase: string): string {
  if (!startsWithVerb(phrase)) return phrase;
  const words = phrase.split(' ');
  return words
    .map((word, index) => (index === 0 || (words[index - 1] === 'and' && VERBS.has(word.toLowerCase())) ? gerund(word) : word))
    .join(' ');
}
