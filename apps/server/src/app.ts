import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { API_BASE_PATH, AUTH_MESSAGES } from '@coaching/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { accessModule } from './access/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessLog } from './http/access-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { serializerCompiler } from './http/serializers.js';
import { AppError } from './http/app-error.js';
import { registerApiDocs } from './http/docs.js';
import { registerErrorHandling } from './http/error-handler.js';
import { createIdempotencyRepository } from './http/idempotency.repository.js';
import { createAppLogger } from './http/logger.js';
import { registerWriteRequests } from './http/write-requests.js';
import type { Mailer } from './mail/mailer.js';
import { accountModule } from './modules/account/index.js';
import { adminModule } from './modules/admin/index.js';
import { aiCoachingModule } from './modules/ai-coaching/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule } from './modules/auth/index.js';
import { coachModule } from './modules/coach/index.js';
import { conversationsModule } from './modules/conversations/index.js';
import { eventsModule } from './modules/events/index.js';
import { goalsModule } from './modules/goals/index.js';
import { healthModule } from './modules/health/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { oversightModule } from './modules/oversight/index.js';
import { reflectionsModule } from './modules/reflections/index.js';
import { reportsModule } from './modules/reports/index.js';
import { sessionsModule } from './modules/sessions/index.js';
import { settingsModule } from './modules/settings/index.js';
import { templatesModule } from './modules/templates/index.js';
import { type AppModule, buildModules, type ProvidedBy } from './modules/module.js';
import { usersModule } from './modules/users/index.js';
import { WEB_DIST_FOLDER } from './paths.js';
import { createPlatform, type Platform } from './platform.js';

export type AppDeps = {
  config: Config;
  database: Database;
  jwtSecret: string;
  redis?: Redis;
  mailer?: Mailer;
  clock?: () => Date;
  /** Where logs go; stdout when absent. Tests pass a stream to read what was logged. */
  logStream?: Writable;
  /** Keeps rate-limit counters of separate apps apart in a shared Redis. */
  rateLimitNamespace?: string;
  webDistFolder?: string;
};

/**
 * Every domain of the app, in the order they are built: a module may use what the modules before it
 * provide. A new domain is one more line here.
 */
const MODULES = [
  usersModule,
  // Before auth: registration asks whether it is open; mail, who it is from.
  settingsModule,
  accessModule,
  authModule,
  // Early: every module that acts as an admin records it.
  auditModule,
  healthModule,
  // Before goals, whose changes are notifications.
  notificationsModule,
  goalsModule,
  conversationsModule,
  aiCoachingModule,
  templatesModule,
  reflectionsModule,
  sessionsModule,
  coachModule,
  // After coach, goals and sessions: the weekly report reads the client's progress through them.
  reportsModule,
  eventsModule,
  accountModule,
  oversightModule,
  adminModule,
  analyticsModule,
] as const;

/** The platform and every service the modules provide (tests reach them as app.services). */
export type Services = Platform & ProvidedBy<typeof MODULES>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const appLogger = createAppLogger({ level: config.logLevel, destination: deps.logStream });
  const app = Fastify({
    logger: appLogger.options,
    // Fastify's two lines per request give way to registerAccessLog's one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessLog(app, { sampleRate: config.logSampleRate, slowMs: config.logSlowMs, log: appLogger.access });

  // The API speaks JSON only; any other body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a bodiless POST that still names JSON) reads as no body, not as malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  const platform = createPlatform({ ...deps, logger: app.log });
  // `satisfies` fails the build when a module asks for something neither the platform nor any module provides.
  const { services, built } = buildModules(MODULES satisfies readonly AppModule<Services, object>[], platform);
  app.decorate('services', services);
  registerWriteRequests(app, { database, keys: createIdempotencyRepository(database.db), clock: services.clock, logger: app.log });
  // Every module has registered its job handlers by now, and scheduled its recurring jobs.
  for (const { module } of built) await module.start?.();
  services.jobs.start(config.jobsPollMs);
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    for (const { module } of built) await module.close?.();
    await services.mailer.idle();
    services.mailer.close();
    await services.realtime.close();
  });
  app.addHook('onClose', () => appLogger.flush());
  // The list caches keep nothing until this instance hears list changes: wait for that before serving.
  await services.realtime.lists.ready();

  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: `${deps.rateLimitNamespace ?? 'coaching'}:rate-limit:` } : {}),
    // A Redis outage must not lock everyone out; the per-account lockout lives in the database.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests),
  });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      for (const { module } of built) await module.routes?.(api);
    },
    { prefix: API_BASE_PATH },
  );

  await serveWebApp(app, deps.webDistFolder ?? WEB_DIST_FOLDER, { defaultLanguage: () => services.platformSettings.current().general.defaultLanguage });
  return app;
}
