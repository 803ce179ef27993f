import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isConnectFailure, isDiskFull } from './db/errors.js';
import { migrateDatabase } from './db/migrate.js';
import { MIGRATIONS_FOLDER } from './paths.js';
import { resolveJwtSecret } from './secrets.js';
import { DEMO_ACCOUNTS, seedDemoData } from './seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app's logger exists, a lost connection is only counted on; then it is logged.
  let reportLostConnection = (_error: Error) => undefined as void;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    retryWindowMs: config.databaseRetryMs,
    onConnectionError: (error) => reportLostConnection(error),
  });
  await migrateDatabase(database, MIGRATIONS_FOLDER);
  const seeded = await seedDemoData(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;

  const app = await buildApp({ config, database, redis, jwtSecret: resolveJwtSecret(config) });
  reportLostConnection = (error) =>
    app.log.warn({ reason: error.message, code: (error as { code?: string }).code }, 'database connection lost; a new one is opened on demand');
  // ioredis reconnects by itself; without a listener each failed attempt would be printed as unhandled.
  redis?.on('error', (error: Error) => app.log.warn({ reason: error.message }, 'Redis unreachable; reconnecting'));
  await app.listen({ host: config.host, port: config.port });
  void app.services.mailer.retryUndelivered();

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Coaching platform is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs   database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    '',
    '  Demo sign-ins:',
    ...DEMO_ACCOUNTS.map(
      (a) => `    ${a.role.padEnd(7)} ${a.email.padEnd(20)} ${a.password.padEnd(11)} ${a.firstName} ${a.lastName}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await redis?.quit();
      await database.close();
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** One paragraph an operator can act on; never a stack trace. */
function explainStartupFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : typeof error === 'object' ? JSON.stringify(error) : String(error);
  if (isConnectFailure(error)) return `PostgreSQL cannot be reached (${reason}). Start it, or check DATABASE_URL.`;
  if (isDiskFull(error)) return `The database's disk is full (${reason}). Free some space and start again.`;
  return reason;
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${explainStartupFailure(error)}\n`);
  process.exit(1);
});
