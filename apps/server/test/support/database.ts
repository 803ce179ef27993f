import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type PostgresOptions } from '../../src/db/client.js';

/** A private copy of the migrated template, and a way to drop it. */
export async function cloneTemplateDatabase(options: PostgresOptions & { viaPort?: number } = {}): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    const database = openPglite(client);
    return { database, drop: () => database.close() };
  }

  const name = `coaching_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  // Copies from one template may collide for an instant; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template.template}`);
      break;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
    }
  }
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  // The app may reach its database through a relay (a test that cuts the line); the test itself goes direct.
  const appUrl = new URL(url);
  if (options.viaPort) appUrl.port = String(options.viaPort);
  const database = openPostgres(appUrl.toString(), options);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
