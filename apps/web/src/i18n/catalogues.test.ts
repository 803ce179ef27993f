import { LANGUAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalogue.js';

/** Every catalogue of every language, as the app loads them. */
const modules = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });
const catalogue = (language: string, namespace: string) => modules[`./locales/${language}/${namespace}.ts`]?.default;

/** 'a.b.c' -> value, for every text of a catalogue. */
function texts(node: unknown, path = ''): [string, unknown][] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  return [[path, node]];
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

describe('catalogues', () => {
  it('exist for every namespace in every language, and nothing else does', () => {
    const expected = LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => `./locales/${language}/${namespace}.ts`)).sort();
    expect(Object.keys(modules).sort()).toEqual(expected);
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const english = new Map(texts(catalogue('en', namespace)));

    it('holds a non-empty text under every English key', () => {
      for (const [key, value] of english) expect(typeof value === 'string' && value.trim() !== '', `en ${namespace}:${key}`).toBe(true);
    });

    it.each(OTHERS)('has in %s exactly the English keys, each with a text and the same placeholders', (language) => {
      const translated = new Map(texts(catalogue(language, namespace)));
      expect([...translated.keys()].sort(), `${language} ${namespace}: missing or extra keys`).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(typeof value === 'string' && value.trim() !== '', `${language} ${namespace}:${key} is empty`).toBe(true);
        expect(placeholders(value), `${language} ${namespace}:${key} placeholders`).toEqual(placeholders(english.get(key)));
      }
    });
  });
});
