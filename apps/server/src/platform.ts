import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createCoachModel, type CoachModel } from './ai/index.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createOutboxRepository, type OutboxRepository } from './mail/outbox.repository.js';
import { createRealtime, type Realtime, type UserEvents } from './realtime/index.js';

export type Clock = () => Date;
/** Runs `work` on one transaction: all of it is kept or none. */
export type Transaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/**
 * What the app is built on, shared by every module: each module's index.ts picks the few it needs.
 * Made once per app, before any module.
 */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  transaction: Transaction;
  clock: Clock;
  logger: FastifyBaseLogger;
  jwtSecret: string;
  redis: Redis | undefined;
  outbox: OutboxRepository;
  mailer: Mailer;
  model: CoachModel;
  /** The bus and the per-user events; over Redis when there is one, so that instances hear each other. */
  realtime: Realtime;
  userEvents: UserEvents;
  /** Work due at a given time, exactly once across instances and restarts (reminders). */
  jobs: JobQueue;
};

export function createPlatform(deps: {
  config: Config;
  database: Database;
  jwtSecret: string;
  logger: FastifyBaseLogger;
  clock?: Clock;
  redis?: Redis;
  mailer?: Mailer;
}): Platform {
  const { config, database, logger } = deps;
  const db = database.db;
  const clock = deps.clock ?? (() => new Date());
  const outbox = createOutboxRepository(db);
  const realtime = createRealtime({ db, redis: deps.redis, clock, logger, listCacheMs: config.listCacheMs });
  return {
    config,
    database,
    db,
    // An ambient transaction (db/ambient.ts): every query made while `work` runs is on it, through the
    // `tx` it is handed or any repository, and what `afterCommit` queues waits for the commit. Within
    // a write request's transaction it joins that one.
    transaction: (work) => database.inTransaction(() => work(db)),
    clock,
    logger,
    jwtSecret: deps.jwtSecret,
    redis: deps.redis,
    outbox,
    mailer: deps.mailer ?? createMailer({ outbox, smtpUrl: config.smtpUrl, from: config.mailFrom, logger, clock }),
    model: createCoachModel({ config, logger }),
    realtime,
    userEvents: realtime.userEvents,
    jobs: createJobQueue({ db, inTransaction: (work) => database.inTransaction(work), clock, logger }),
  };
}
