import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterCommit, afterTransaction } from '../db/ambient.js';
import type { BusLogger, EventBus, Unsubscribe } from './bus.js';

export type BroadcastListener<T> = {
  received(message: T): void;
  /** Messages may have been missed (the bus was away): forget whatever they keep fresh. */
  interrupted(): void;
};

/**
 * One topic every instance hears, for what keeps in-process caches honest (a revoked session, a list
 * that changed). A message reaches this instance's listeners synchronously, once the current
 * transaction has committed and before the request that sent it answers; the other instances over
 * the bus. A message that fails to publish is logged with `what`; one that fails `schema` is dropped.
 */
export function createBroadcast<T>(deps: { bus: EventBus; logger: BusLogger; topic: string; schema: z.ZodType<T>; what: string }) {
  const { bus, logger, topic, schema, what } = deps;
  const local = new Set<BroadcastListener<T>>();
  const pending = new Set<Promise<void>>();
  // This instance's listeners hear its own messages at once; the copy the bus brings back is skipped.
  const origin = randomUUID();
  const Envelope = z.object({ origin: z.string(), message: schema });

  function deliver(message: T): void {
    for (const listener of [...local]) listener.received(message);
    const running = bus
      .publish(topic, { origin, message })
      .catch((error: unknown) =>
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, `${what} could not be published`),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    /**
     * Sends `message` to every instance once the current transaction has committed (at once outside
     * one). `whateverTheOutcome`: once it has ended, committed or not, for a message that is harmless
     * when nothing changed (dropping a cached page) and must not be missed when the outcome is unknown.
     */
    send(message: T, options: { whateverTheOutcome?: boolean } = {}): void {
      (options.whateverTheOutcome ? afterTransaction : afterCommit)(() => deliver(message));
    },

    /** Hands every message, from any instance, to `listener`; resolves once the bus subscription is live. */
    async listen(listener: BroadcastListener<T>): Promise<Unsubscribe> {
      const receive = (envelope: unknown) => {
        const parsed = Envelope.safeParse(envelope);
        if (!parsed.success) logger.warn({ topic }, `malformed ${what} on the bus; dropped`);
        else if (parsed.data.origin !== origin) listener.received(parsed.data.message as T);
      };
      local.add(listener);
      try {
        const unsubscribe = await bus.subscribe(topic, receive, () => listener.interrupted());
        return () => {
          local.delete(listener);
          unsubscribe();
        };
      } catch (error) {
        local.delete(listener);
        throw error;
      }
    },

    isLive: () => bus.isLive(),

    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type Broadcast<T> = ReturnType<typeof createBroadcast<T>>;
