import { z } from 'zod';
import type { BusLogger, EventBus, Unsubscribe } from './bus.js';
import { createBroadcast } from './broadcast.js';

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
  const broadcast = createBroadcast({ ...deps, topic: REVOCATIONS_TOPIC, schema: RevocationSchema, what: 'session revocation' });

  return {
    revoke(userId: string, sessionIds?: string[]): void {
      if (sessionIds?.length === 0) return;
      broadcast.send(sessionIds ? { userId, sessionIds: [...sessionIds] } : { userId });
    },

    /** Hands every revocation, from any instance, to `listener`; resolves once the bus subscription is live. */
    listen: (listener: RevocationListener): Promise<Unsubscribe> =>
      broadcast.listen({ received: (revocation) => listener.revoked(revocation), interrupted: () => listener.interrupted() }),

    isLive: broadcast.isLive,
    idle: broadcast.idle,
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
