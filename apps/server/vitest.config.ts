import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // *.postgres.test.ts exercise what only a server database has (connections to lose): CI runs
    // them in its PostgreSQL pass, where DATABASE_URL is set. *.redis.test.ts need REDIS_URL, which
    // that pass sets when Redis answers; *.postgres-redis.test.ts (instances sharing both) need the two.
    exclude: [
      ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts', '**/*.postgres-redis.test.ts']),
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.test.ts', '**/*.postgres-redis.test.ts']),
    ],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
