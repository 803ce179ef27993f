import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { ambientDb, inOpenTransaction, runInTransaction } from './ambient.js';
import { openEmbeddedDatabase } from './embedded.js';
import { isDatabaseUnavailable } from './errors.js';
import { createResilientPool, retryWithin } from './postgres-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver's database (or an open transaction on it): repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  /** Runs on the transaction of `inTransaction` when called within one, else on the database. */
  db: Db;
  kind: DatabaseKind;
  /**
   * Runs `work` with every query it makes, through any repository, on one transaction: all of it is
   * kept or none. On PostgreSQL, work whose connection died before it finished is run again on a
   * fresh one (the transaction was rolled back, so nothing of it was kept).
   */
  inTransaction<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer a trivial query; asks once, without retrying. */
  ping(): Promise<void>;
  /** PostgreSQL: the pool's connections, and how many of them are checked out right now. */
  connections?(): { open: number; inUse: number; waiting: number };
  close(): Promise<void>;
}

export function openPglite(client: PGlite): Database {
  const root = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db: ambientDb(root),
    kind: 'pglite',
    inTransaction: (work) => runInTransaction(root, work),
    ping: async () => {
      await root.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export type PostgresOptions = {
  /** How long a statement or transaction keeps trying while the database restarts; 0 to fail at once. */
  retryWindowMs?: number;
  onConnectionError?: (error: Error) => void;
};

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const retryWindowMs = options.retryWindowMs ?? 0;
  const { pool, ping } = createResilientPool({
    connectionString,
    retryWindowMs,
    onConnectionError: options.onConnectionError ?? (() => undefined),
  });
  const root = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db: ambientDb(root),
    kind: 'postgres',
    inTransaction: (work) => {
      // Joining an open transaction: a failure is the outer one's to retry, as a whole.
      if (inOpenTransaction()) return work();
      let finished = false;
      const retriable = (error: unknown) => !finished && isDatabaseUnavailable(error);
      return retryWithin(retryWindowMs, retriable, () =>
        runInTransaction(root, async () => {
          const result = await work();
          // From here on the commit is on its way: a failure now leaves its outcome unknown.
          finished = true;
          return result;
        }),
      );
    },
    ping,
    connections: () => ({ open: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded database kept under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string } & PostgresOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(await openEmbeddedDatabase(join(options.dataDir, 'pglite')));
}
