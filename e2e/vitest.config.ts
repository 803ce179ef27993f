import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    // Builds the app, starts the built server on a fresh embedded database and provides its address.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the machine has two cores, shared with the server under test.
    fileParallelism: false,
  },
});
