import { UserEventSchema, type SessionEndReason, type UserEvent } from '@coaching/contract';
import { z } from 'zod';
import { afterCommit } from '../db/ambient.js';
import type { BusLogger, EventBus, Unsubscribe } from './bus.js';
import type { ListChanges } from './list-changes.js';
import type { SessionRevocations } from './session-revocations.js';
import type { UserEventsRepository } from './user-events.repository.js';

/** Stored events are kept this long for a browser to resume; a longer absence starts afresh. */
export const USER_EVENTS_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many missed events are sent to a resuming browser. */
export const RESUME_LIMIT = 500;

/** What travels on the bus to the user's streams: a stored event with its id, or a live-only one for some sessions. */
const EnvelopeSchema = z.object({
  id: z.number().int().positive().optional(),
  sessionIds: z.array(z.string()).optional(),
  event: UserEventSchema,
});
export type UserEventEnvelope = z.infer<typeof EnvelopeSchema>;

const topicOf = (userId: string) => `user:${userId}`;

/**
 * The events addressed to one user, for their streams on whatever instance (GET /api/events). An
 * event is stored, then published once the transaction it belongs to has committed. Publishing never
 * fails the caller's work: a failure is logged.
 */
export function createUserEvents(deps: {
  events: UserEventsRepository;
  bus: EventBus;
  revocations: Pick<SessionRevocations, 'revoke'>;
  /** Lists that show something of a user's record (the AI conversations name the client's coach). */
  lists?: Pick<ListChanges, 'changed'>;
  clock: () => Date;
  logger: BusLogger;
}) {
  const { events, bus, clock, logger } = deps;
  const pending = new Set<Promise<void>>();

  function track(what: string, work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, `${what} could not be published`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    /** Stores the event for each recipient and tells their open streams. */
    publish(userIds: string | string[], event: UserEvent): void {
      const recipients = [...new Set([userIds].flat())];
      if (recipients.length === 0) return;
      afterCommit(() =>
        track(event.type, async () => {
          const rows = await events.insertMany(recipients, event, clock());
          await Promise.all(rows.map((row) => bus.publish(topicOf(row.userId), { id: row.id, event } satisfies UserEventEnvelope)));
        }),
      );
    },

    /** Tells the users' open streams of something that is only news while it happens (typing): not stored, never resumed. */
    signal(userIds: string | string[], event: UserEvent): void {
      const recipients = [...new Set([userIds].flat())];
      afterCommit(() => {
        for (const userId of recipients) track(event.type, () => bus.publish(topicOf(userId), { event } satisfies UserEventEnvelope));
      });
    },

    /**
     * Tells the streams opened with these sessions (every stream of the user when none are named)
     * that their session has ended. Not stored: an ended session cannot reconnect to be told again.
     */
    endSessions(userId: string, reason: SessionEndReason, sessionIds?: string[]): void {
      if (sessionIds?.length === 0) return;
      const event: UserEvent = { type: 'session.ended', data: { reason } };
      afterCommit(() => track(event.type, () => bus.publish(topicOf(userId), { event, ...(sessionIds ? { sessionIds } : {}) } satisfies UserEventEnvelope)));
    },

    /**
     * Every instance stops admitting these sessions of the user (all of them when none are named) at
     * once, this one before the caller answers: what ends a session or a user's access calls it.
     */
    revokeSessions(userId: string, sessionIds?: string[]): void {
      deps.revocations.revoke(userId, sessionIds);
    },

    /**
     * The user's record changed: every instance drops what its session cache holds of them (their
     * sessions are read again, with the new record), and the lists that show it, this one before the
     * caller answers. Nothing ends.
     */
    userChanged(userId: string): void {
      deps.revocations.revoke(userId);
      deps.lists?.changed('aiConversations', userId);
    },

    /**
     * Hands the user's events, as they are published on any instance, to `handler`; resolves once
     * listening. `onInterrupted`: the bus was away and events may have been missed.
     */
    subscribe(userId: string, handler: (envelope: UserEventEnvelope) => void, onInterrupted?: () => void): Promise<Unsubscribe> {
      const receive = (message: unknown) => {
        const parsed = EnvelopeSchema.safeParse(message);
        if (parsed.success) handler(parsed.data);
        else logger.warn({ userId }, 'malformed user event on the bus; dropped');
      };
      return bus.subscribe(topicOf(userId), receive, onInterrupted);
    },

    /** The stored events after `lastEventId`, oldest first, for a browser that reconnects. */
    async missedSince(userId: string, lastEventId: number): Promise<UserEventEnvelope[]> {
      const rows = await events.listAfter(userId, lastEventId, RESUME_LIMIT);
      return rows.flatMap((row) => {
        const parsed = UserEventSchema.safeParse(row.event);
        return parsed.success ? [{ id: row.id, event: parsed.data }] : [];
      });
    },

    /** Removes events older than USER_EVENTS_TTL_MS; returns how many. */
    prune(): Promise<number> {
      return events.deleteOlderThan(new Date(clock().getTime() - USER_EVENTS_TTL_MS));
    },

    /** Resolves once every publish under way has finished: before the bus and the database close. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
