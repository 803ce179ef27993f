import { availableParallelism } from 'node:os';
import pg from 'pg';
import { isConnectFailure, isConnectionLost, isDatabaseUnavailable } from './errors.js';

export type PoolOptions = {
  connectionString: string;
  /** How long a statement keeps trying to reach a database that is restarting before it fails. */
  retryWindowMs: number;
  /** Told of every connection that dies; the pool has already dropped it. */
  onConnectionError: (error: Error) => void;
  max?: number;
};

const RETRY_FIRST_DELAY_MS = 50;
const RETRY_MAX_DELAY_MS = 1_000;

/**
 * Runs `attempt` until it succeeds, it fails in a way `retriable` refuses, or the window has passed;
 * the pause doubles from 50 ms up to 1 s.
 */
export async function retryWithin<T>(windowMs: number, retriable: (error: unknown) => boolean, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + windowMs;
  for (let delay = RETRY_FIRST_DELAY_MS; ; delay = Math.min(delay * 2, RETRY_MAX_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!retriable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** A statement that only reads is safe to run again after its connection died under it. */
function onlyReads(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);
}

/**
 * Hands a dead connection back to the pool the moment it dies, and makes the owner's own release()
 * after that harmless. Drizzle 0.45 never releases a connection whose BEGIN failed (fixed upstream
 * in 1.0): without this each restart would leak connections until the pool had none left.
 */
function releasedWhenDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', releaseOnce);
    release(error);
  };
  client.once('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/**
 * Connections per instance: twice the cores, at least 4. More only queue inside PostgreSQL when it shares the
 * machine; on 2 cores GET /api/auth/me went from about 2,200 to 2,500 req/s (p99 35 to 29 ms) going from 10 to
 * 4 (`npm run bench:pg`). Nothing holds a connection while it waits on a model (write-requests.ts).
 */
const DEFAULT_POOL_SIZE = Math.max(4, availableParallelism() * 2);

/**
 * A pg Pool that outlives the database going away. Every connection, idle or checked out, has an
 * error listener, so a restart, failover or pg_terminate_backend never crashes the process; a dead
 * connection is dropped and the next statement gets a fresh one. While the database restarts,
 * opening a connection is retried within `retryWindowMs`, and so is a read whose connection died
 * under it (it changed nothing). A write whose connection died is not retried here: its outcome is
 * unknown, so it fails and the caller's transaction or idempotency key decides.
 */
export function createResilientPool(options: PoolOptions): { pool: pg.Pool; ping: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? DEFAULT_POOL_SIZE, connectionTimeoutMillis: 5_000 });
  // An idle connection that dies: pg-pool has removed it before it emits this.
  pool.on('error', options.onConnectionError);
  // A checked-out connection that dies emits on the client itself; its statement fails, and
  // release() drops it since it is no longer queryable.
  pool.on('connect', (client) => client.on('error', options.onConnectionError));

  const plainConnect = pool.connect.bind(pool);
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const connectWithRetry = () => retryWithin(options.retryWindowMs, isDatabaseUnavailable, async () => releasedWhenDead(await plainConnect()));

  pool.connect = ((callback?: unknown) => (callback ? plainConnect(callback as never) : connectWithRetry())) as typeof pool.connect;

  const query = async (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return plainQuery(...args);
    const retriable = (error: unknown) => isConnectFailure(error) || (isConnectionLost(error) && onlyReads(args[0]));
    return retryWithin(options.retryWindowMs, retriable, async () => {
      const client = await connectWithRetry();
      try {
        const result = await (client.query as (...queryArgs: unknown[]) => Promise<pg.QueryResult>)(...args);
        client.release();
        return result;
      } catch (error) {
        client.release(isDatabaseUnavailable(error) ? (error as Error) : undefined);
        throw error;
      }
    });
  };
  pool.query = query as typeof pool.query;

  // A health check answers at once: it does not wait out a restart, but a connection found dead
  // (dropped while idle) is no reason to call the database down, so it asks once more on a fresh one.
  const ping = async () => {
    try {
      await plainQuery('select 1');
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      await plainQuery('select 1');
    }
  };
  return { pool, ping };
}
