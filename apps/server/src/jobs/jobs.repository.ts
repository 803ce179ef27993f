import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs, type JobRow } from '../db/schema/sessions.js';

export type { JobRow };

/** The jobs table (db/schema/sessions.ts): what the queue schedules, claims and settles. */
export function createJobsRepository(db: Db) {
  return {
    /** Inserts the job unless one with its dedupe key exists: true when it was inserted. */
    async insert(job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey?: string; groupKey?: string; createdAt: Date }): Promise<boolean> {
      const inserted = await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.dedupeKey }).returning({ id: jobs.id });
      return inserted.length > 0;
    },

    /** Drops the pending jobs of a group (a moved or cancelled session's reminders); returns how many. */
    async deletePendingOfGroup(groupKey: string): Promise<number> {
      const deleted = await db
        .delete(jobs)
        .where(and(eq(jobs.groupKey, groupKey), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return deleted.length;
    },

    async dueIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
        .orderBy(asc(jobs.runAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The job, locked until the transaction ends, if it is still due and no other transaction holds it. */
    async claim(id: string, now: Date): Promise<JobRow | undefined> {
      const [job] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
        .for('update', { skipLocked: true });
      return job;
    },

    async markDone(id: string, attempts: number, now: Date): Promise<void> {
      await db.update(jobs).set({ status: 'done', doneAt: now, attempts }).where(eq(jobs.id, id));
    },

    /** Records a failed try: due again at `retryAt`, or failed for good without one. */
    async markFailed(id: string, attempts: number, reason: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(jobs)
        .set({ attempts, lastError: reason, ...(retryAt ? { runAt: retryAt } : { status: 'failed' as const }) })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'pending')));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
