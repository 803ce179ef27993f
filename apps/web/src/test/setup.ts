import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { retryPolicy } from '../api/retry.js';
import { assertRepliesMatchContract } from './fake-api.js';
import './i18n.js';

// Screens are tested with the retries the product makes, without their seconds of backoff.
retryPolicy.firstDelayMs = 1;

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Wide screen, light scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // After the cleanup, so that the next test starts clean: a fake that answered what the API never
  // would fails its test (see fake-api.ts).
  await assertRepliesMatchContract();
});
