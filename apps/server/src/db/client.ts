import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver's database (or an open transaction on it): repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded database kept under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return openPglite(client);
}
