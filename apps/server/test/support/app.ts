import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { cloneTemplateDatabase } from './database.js';

const cleanups: (() => Promise<void>)[] = [];

/** Closes every app the current test file created (called by the setup file's afterAll). */
export async function closeTestApps(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export type TestClock = (() => Date) & { advance(ms: number): void };

/**
 * A clock that stands still unless a test moves it, so expiry can be tested without waiting. It starts
 * now, or at TEST_CLOCK_START (an ISO time) to replay a run at another time of day.
 */
export function testClock(start = process.env.TEST_CLOCK_START ? new Date(process.env.TEST_CLOCK_START) : new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  /** The private database's address, on PostgreSQL. */
  databaseUrl?: string;
  /** What signs its access tokens: another instance of the same deployment shares it. */
  jwtSecret: string;
};

/**
 * An app on its own copy of the migrated database (PGlite, or PostgreSQL when DATABASE_URL is set),
 * with the Redis rate-limit store when REDIS_URL is set. Closed, and its database dropped, after the
 * file's tests, even when created inside a test.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logStream?: Writable;
    mailer?: Mailer;
    /** How long PostgreSQL work is retried while the database is away; 0 (fail at once) unless set. */
    databaseRetryMs?: number;
    /** The app reaches PostgreSQL through this local port (a relay the test controls). */
    databaseViaPort?: number;
    /**
     * Another instance of that app's deployment, as a second process would be: the same PostgreSQL
     * database (over a pool of its own), the same token secret, its own Redis connection.
     */
    instanceOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const { database, drop, url } = options.instanceOf
    ? secondInstanceDatabase(options.instanceOf)
    : await cloneTemplateDatabase({ retryWindowMs: options.databaseRetryMs, viaPort: options.databaseViaPort });
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_URL: 'http://coaching.test',
    // Tests run due jobs themselves (app.services.jobs.runDue) at the time their clock says.
    JOBS_POLL_MS: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const jwtSecret = options.instanceOf?.jwtSecret ?? randomBytes(32).toString('hex');
  const clock = testClock();
  const app = await buildApp({
    config,
    database,
    clock,
    redis,
    jwtSecret,
    logStream: options.logStream,
    mailer: options.mailer,
    rateLimitNamespace: `test-${randomBytes(6).toString('hex')}`,
  });
  cleanups.push(async () => {
    await app.close();
    await redis?.quit();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, clock, config, databaseUrl: url, jwtSecret };
}

/** A pool of its own to the first instance's database, which the first instance's cleanup drops. */
function secondInstanceDatabase(first: TestApp): { database: Database; drop: () => Promise<void>; url?: string } {
  if (!first.databaseUrl) throw new Error('a second instance needs PostgreSQL (DATABASE_URL): PGlite lives inside one process');
  const database = openPostgres(first.databaseUrl);
  return { database, drop: () => database.close(), url: first.databaseUrl };
}
