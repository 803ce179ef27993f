import { i18n } from './i18n.js';

/**
 * The server and the contract's zod schemas write the contract's messages in English. Shown to a reader, such a
 * text is looked up in the English catalogue and said in the reader's language; any other text (a message the
 * contract does not hold, a user's own words) is shown as it came.
 */
let index: Map<string, string> | undefined;

function englishIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!index!.has(node)) index!.set(node, path);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(i18n.getResourceBundle('en', 'messages'), '');
  return index;
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
