import type { Db } from '../db/client.js';
import { createJobsRepository, type JobRow } from './jobs.repository.js';

/**
 * The durable job queue: work that must happen once at a given time (a session reminder), whichever
 * instance is up then, across restarts.
 *
 * Why our own and not pg-boss or graphile-worker: both need a pool of their own (pg-boss its own
 * schema, plpgsql and LISTEN; graphile-worker LISTEN/NOTIFY and a separate connection), which PGlite,
 * one connection in the same process, cannot give. This table and FOR UPDATE SKIP LOCKED work on both.
 *
 * Exactly once: each job runs inside one transaction that first locks its row (SKIP LOCKED, so another
 * instance passes it by), makes the job's effects through the ambient transaction (notifications, the
 * mail outbox), and marks it done. A crash or a failure rolls all of it back and the job is tried
 * again later; a second instance never runs it at the same time; once done, it is never picked again.
 */

export type JobContext = { job: JobRow; now: Date };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export type JobQueue = {
  /** Registers what runs a kind of job (each module its own kinds). */
  handle(kind: string, handler: JobHandler): void;
  /**
   * Schedules a job for `runAt`. With a dedupeKey, scheduling it again is a no-op (returns false): a
   * retried request or a second instance cannot double it.
   */
  schedule(job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey?: string; groupKey?: string }): Promise<boolean>;
  /** Drops the pending jobs of a group (`groupKey` given when scheduling): a moved or cancelled session's reminders. */
  cancelGroup(groupKey: string): Promise<number>;
  /** Runs what is due now (at most `limit` jobs); returns how many ran to completion. */
  runDue(limit?: number): Promise<number>;
  /** Polls every `pollMs` until stopped. */
  start(pollMs: number): void;
  stop(): Promise<void>;
};

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A failed job waits 1, 2, 4 ... minutes (at most an hour) before its next try. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export function createJobQueue(deps: {
  db: Db;
  /** The platform's ambient transaction: the handler's queries join it. */
  inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  clock: () => Date;
  logger: { warn(details: object, message: string): void; error(details: object, message: string): void };
}): JobQueue {
  const { clock, logger } = deps;
  const jobs = createJobsRepository(deps.db);
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** Runs one job if it is still pending and no other instance holds it: true when it ran and is done. */
  async function runOne(id: string): Promise<boolean> {
    let failure: unknown;
    let claimed: JobRow | undefined;
    try {
      return await deps.inTransaction(async () => {
        const now = clock();
        const job = await jobs.claim(id, now);
        if (!job) return false;
        claimed = job;
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, { job, now });
        await jobs.markDone(job.id, job.attempts + 1, now);
        return true;
      });
    } catch (error) {
      failure = error;
    }
    if (claimed) await recordFailure(claimed, failure);
    return false;
  }

  async function recordFailure(job: JobRow, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const gaveUp = attempts >= MAX_ATTEMPTS;
    logger[gaveUp ? 'error' : 'warn']({ jobId: job.id, kind: job.kind, attempts, reason }, gaveUp ? 'job failed for good' : 'job failed; it will be tried again');
    await jobs
      .markFailed(job.id, attempts, reason.slice(0, 500), gaveUp ? undefined : new Date(clock().getTime() + backoffMs(attempts)))
      .catch((cause: unknown) => logger.warn({ jobId: job.id, reason: cause instanceof Error ? cause.message : String(cause) }, 'could not record a job failure'));
  }

  async function runDue(limit = BATCH): Promise<number> {
    let done = 0;
    for (const id of await jobs.dueIds(clock(), limit)) if (await runOne(id)) done += 1;
    return done;
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },

    async schedule({ kind, payload, runAt, dedupeKey, groupKey }) {
      return jobs.insert({ kind, payload, runAt, dedupeKey, groupKey, createdAt: clock() });
    },

    cancelGroup: (groupKey) => jobs.deletePendingOfGroup(groupKey),

    runDue,

    start(pollMs) {
      if (timer || pollMs <= 0) return;
      timer = setInterval(() => {
        running = running
          .then(() => runDue())
          .catch((error: unknown) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'job poll failed; trying again'));
      }, pollMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
