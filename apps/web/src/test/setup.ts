import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { retryPolicy } from '../api/retry.js';
import { assertRepliesMatchContract } from './fake-api.js';
import './i18n.js';

// findBy* and waitFor wait up to 5 s, not 1: on a loaded two-core machine a chart in a language loaded on
// demand can take longer than a second to appear, and a wait that is too short fails a screen that works.
configure({ asyncUtilTimeout: 5_000 });

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
