import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { MIGRATIONS_FOLDER } from '../../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** Builds one migrated database per test run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `coaching_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString());
    await migrateDatabase(database, MIGRATIONS_FOLDER);
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', url: databaseUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const directory = mkdtempSync(join(tmpdir(), 'coaching-test-'));
  const client = await PGlite.create();
  const database = openPglite(client);
  await migrateDatabase(database, MIGRATIONS_FOLDER);
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(directory, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(directory, { recursive: true, force: true });
}
