import { z } from 'zod';
import { afterCommit } from '../db/ambient.js';
import type { BusLogger, EventBus, Unsubscribe } from './bus.js';

/** One topic for the whole deployment: every instance hears every revocation. */
export const REVOCATIONS_TOPIC = 'auth:revoked';

const RevocationSchema = z.object({ userId: z.string(), sessionIds: z.array(z.string()).optional() });
/** Sessions that no longer admit anyone: the named ones of the user, or all of them when none are named. */
export type Revocation = z.infer<typeof RevocationSchema>;

export type RevocationListener = {
  revoked(revocation: Revocation): void;
  /** Revocations may have been missed (the bus was away): forget everything. */
  interrupted(): void;
};

/**
 * Tells every instance at once that sessions ended or a user lost access, so that caches of live
 * sessions drop them. This instance's listeners hear it synchronously, once the transaction has
 * committed and before the request that revoked answers; the others over the bus.
 */
export function createSessionRevocations(deps: { bus: EventBus; logger: BusLogger }) {
  const { bus, logger } = deps;
  const local = new Set<RevocationListener>();
  const pending = new Set<Promise<void>>();

  function broadcast(revocation: Revocation): void {
    for (const listener of [...local]) listener.revoked(revocation);
    const running = bus
      .publish(REVOCATIONS_TOPIC, revocation)
      .catch((error: unknown) =>
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'session revocation could not be published'),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    revoke(userId: string, sessionIds?: string[]): void {
      if (sessionIds?.length === 0) return;
      const revocation: Revocation = sessionIds ? { userId, sessionIds: [...sessionIds] } : { userId };
      afterCommit(() => broadcast(revocation));
    },

    /** Hands every revocation, from any instance, to `listener`; resolves once the bus subscription is live. */
    async listen(listener: RevocationListener): Promise<Unsubscribe> {
      const receive = (message: unknown) => {
        const parsed = RevocationSchema.safeParse(message);
        if (parsed.success) listener.revoked(parsed.data);
        else logger.warn({ topic: REVOCATIONS_TOPIC }, 'malformed session revocation on the bus; dropped');
      };
      local.add(listener);
      try {
        const unsubscribe = await bus.subscribe(REVOCATIONS_TOPIC, receive, () => listener.interrupted());
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

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
