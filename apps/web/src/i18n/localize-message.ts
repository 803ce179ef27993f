import { i18n } from './i18n.js';

/**
 * The server and the contract's zod schemas write the contract's messages in English. Shown to a reader, such a
 * text is looked up in the English catalogue and said in the reader's language; any other text (a message the
 * contract does not hold, a user's own words) is shown as it came.
 */
let index: { of: unknown; keys: Map<string, string> } | undefined;

function englishIndex(): Map<string, string> {
  // The English messages load with every page but the landing, whatever the language (i18n.ts); until they are
  // in, nothing is known. Built once per bundle: a bundle loaded again is indexed again.
  const english: unknown = i18n.getResourceBundle('en', 'messages');
  if (!english) return new Map();
  if (index?.of === english) return index.keys;
  const built = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!built.has(node)) built.set(node, path);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(english, '');
  index = { of: english, keys: built };
  return built;
}

export function localizeMessage(text: string): string;
export function localizeMessage(text: string | undefined): string | undefined;
export function localizeMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = englishIndex().get(text);
  return key ? translateKey(`messages:${key}`) : text;
}

/** t() for a key built at run time: the typed t() accepts only keys written out in the code. */
export function translateKey(key: string, values?: Record<string, unknown>): string {
  return (i18n.t as (key: string, options?: Record<string, unknown>) => string)(key, values);
}

/**
 * A stored value the contract names (a goal category, a focus area, a methodology, a guardrail setting) as the
 * reader says it; a value typed by a person has no entry and is shown as typed.
 */
export function valueLabel(group: string, value: string): string {
  const key = `${group}.${value}`;
  return i18n.exists(key) ? translateKey(key) : value;
}
