import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkified-text.js';

describe('splitLinks', () => {
  it('links http and https addresses, leaving the sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1. And http://x.org')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. And ' },
      { text: 'http://x.org', href: 'http://x.org' },
    ]);
  });

  it('never links another scheme', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,<b>')).toEqual([{ text: 'javascript:alert(1) data:text/html,<b>' }]);
  });
});
