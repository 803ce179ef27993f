import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

/** Any number from 1 to 2^63; only our own instances take this advisory lock. */
const MIGRATION_LOCK_ID = 7_301_244_559;

export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several instances may start at once against one PostgreSQL: one migrates, the others wait.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
