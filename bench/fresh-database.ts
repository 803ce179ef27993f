// A throwaway PostgreSQL database for a bench run, dropped when the run ends (also on failure or Ctrl-C).
import pg from 'pg';
import { onCleanup } from './bench-run.js';

/** The maintenance database the benches connect to in order to create and drop their own. */
export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup(`drop the database ${name}`, async () => {
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
