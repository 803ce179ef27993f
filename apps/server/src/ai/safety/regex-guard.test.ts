import { describe, expect, it } from 'vitest';
import { guardLookbehinds } from './regex-guard.js';

const matches = (source: string, text: string) => [...text.matchAll(new RegExp(source, 'g'))].map((match) => [match.index, match[0]]);

describe('guardLookbehinds', () => {
  const sources = [
    String.raw`(?<!\bbeaten\b[^.!?]{0,40})\blips (?:are )?swollen\b|\bepipen\b`,
    String.raw`(?<=\b(?:pills|tablets)\b[^.!?]{0,30})\b(?:for|to) (?:tonight|later)\b`,
    String.raw`\bplain (?:words|text)\b`,
    String.raw`(?<![(|])\bgroup [(|]x[)|]`,
  ];
  const texts = [
    'my lips are swollen and I need my epipen',
    'he had beaten me and my lips are swollen',
    'I saved the pills for tonight. Not for later.',
    'tablets, bought to later... plain words and plain text',
    'a group (x) and a group |x| and (group |x)',
  ];

  it('matches exactly what the pattern matched, at the same places', () => {
    for (const source of sources) for (const text of texts) expect(matches(guardLookbehinds(source), text)).toEqual(matches(source, text));
  });

  it('puts a lookahead for the rest before a leading lookbehind only', () => {
    expect(guardLookbehinds(String.raw`(?<!a)b|c`)).toBe(String.raw`(?=b)(?<!a)b|c`);
    expect(guardLookbehinds(String.raw`x(?<!a)b`)).toBe(String.raw`x(?<!a)b`);
    expect(guardLookbehinds(String.raw`[(|](?<!a)b`)).toBe(String.raw`[(|](?<!a)b`);
  });
});
