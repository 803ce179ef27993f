import { afterEach, describe, expect, it, vi } from 'vitest';

const cookie = () => document.cookie.split('; ').find((entry) => entry.startsWith('landing='));

afterEach(() => {
  document.cookie = 'landing=; path=/; max-age=0';
  vi.resetModules();
});

describe('the landing cookie', () => {
  it('is written once both the language and the mode are known, and follows later changes of either', async () => {
    const { rememberLanguage, rememberMode } = await import('./landing-cookie.js');
    rememberLanguage('de');
    expect(cookie()).toBeUndefined();
    rememberMode('dark');
    expect(cookie()).toBe('landing=de.dark');
    rememberLanguage('fr');
    expect(cookie()).toBe('landing=fr.dark');
    rememberMode('light');
    expect(cookie()).toBe('landing=fr.light');
  });
});
