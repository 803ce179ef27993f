import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on this two-core machine that is one
    // worker, every file in turn. Two keep both cores busy (e2e still runs its files one at a time).
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
  },
});
