import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { afterCommit } from './ambient.js';
import { openPglite } from './client.js';

const database = openPglite(await PGlite.create());
afterAll(() => database.close());

describe('afterCommit', () => {
  it('runs at once outside a transaction', () => {
    const ran: string[] = [];
    afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('runs once the transaction has committed, when what it wrote is visible to others', async () => {
    await database.db.execute(sql`create table if not exists notes (text text)`);
    const seen: unknown[] = [];
    await database.inTransaction(async () => {
      await database.db.execute(sql`insert into notes values ('kept')`);
      afterCommit(() => seen.push('told'));
      // Joining an open transaction queues on the same one.
      await database.inTransaction(async () => afterCommit(() => seen.push('told too')));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['told', 'told too']);
  });

  it('never runs when the transaction rolls back', async () => {
    const seen: unknown[] = [];
    await expect(
      database.inTransaction(async () => {
        afterCommit(() => seen.push('told'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(seen).toEqual([]);
  });
});
