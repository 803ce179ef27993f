import type { FastifyBaseLogger } from 'fastify';
import { createCoachModel } from './ai/index.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createOutboxRepository } from './mail/outbox.repository.js';
import { createAiCoachingServices } from './modules/ai-coaching/index.js';
import { createAccessTokens, createAuthRepository, createAuthService } from './modules/auth/index.js';
import { createGoalsRepository, createGoalsService } from './modules/goals/index.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';

/** The composition root: every repository and service, wired once per app. */
export function createServices(deps: {
  config: Config;
  database: Database;
  jwtSecret: string;
  logger: FastifyBaseLogger;
  clock: () => Date;
  mailer?: Mailer;
}) {
  const { config, database, logger, clock } = deps;
  const db = database.db;
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  const outbox = createOutboxRepository(db);
  const mailer = deps.mailer ?? createMailer({ outbox, smtpUrl: config.smtpUrl, from: config.mailFrom, logger, clock });
  const usersService = createUsersService({ users: createUsersRepository(db) });
  const authService = createAuthService({
    auth: createAuthRepository(db),
    usersService,
    tokens: createAccessTokens(deps.jwtSecret, clock),
    mailer,
    publicUrl: config.publicUrl,
    transaction,
    clock,
    logger,
  });
  const goalsService = createGoalsService({ goals: createGoalsRepository(db), usersService, transaction, clock });
  const coachModel = createCoachModel({ config, logger });
  const aiCoaching = createAiCoachingServices({
    db,
    model: coachModel,
    usersService,
    goalsService,
    transaction,
    clock,
    replyTimeoutMs: config.ai.timeoutMs,
    logger,
    mailer,
    publicUrl: config.publicUrl,
  });
  return { clock, mailer, outbox, usersService, authService, goalsService, coachModel, aiCoaching };
}

export type Services = ReturnType<typeof createServices>;
