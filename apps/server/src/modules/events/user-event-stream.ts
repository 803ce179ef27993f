import type { FastifyReply } from 'fastify';
import type { UserEventEnvelope, UserEvents } from '../../realtime/index.js';
import { eventStream, type EventStream } from '../../realtime/sse.js';

/** A Last-Event-ID the stream can resume from: a stored event's id; anything else starts afresh. */
export function parseLastEventId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * Serves one browser's stream of the signed-in user's events: subscribes first, then sends the stored
 * events after Last-Event-ID, then what arrived meanwhile and everything live, each once. An event
 * for some sessions only reaches the streams opened with them; "session ended" is the stream's last.
 * When the bus was away the stream ends, so that the browser reconnects and is sent what it missed.
 */
export async function serveUserEvents(
  reply: FastifyReply,
  options: { userEvents: Pick<UserEvents, 'subscribe' | 'missedSince'>; userId: string; sessionId: string; lastEventId?: number; heartbeatMs?: number },
): Promise<EventStream> {
  const { userEvents, userId, sessionId, lastEventId } = options;
  const stream = eventStream(reply, { heartbeatMs: options.heartbeatMs });
  let arrivedDuringReplay: UserEventEnvelope[] | undefined = [];
  const replayed = new Set<number>();

  const deliver = (envelope: UserEventEnvelope) => {
    if (stream.closed) return;
    if (envelope.sessionIds && !envelope.sessionIds.includes(sessionId)) return;
    if (envelope.id !== undefined && replayed.has(envelope.id)) return;
    stream.send(envelope.event, { id: envelope.id });
    if (envelope.event.type === 'session.ended') stream.end();
  };

  const unsubscribe = await userEvents.subscribe(
    userId,
    (envelope) => {
      if (arrivedDuringReplay) arrivedDuringReplay.push(envelope);
      else deliver(envelope);
    },
    // Events may have been missed while the bus was away: the browser reconnects with its Last-Event-ID.
    () => stream.end(),
  );
  stream.onClose(unsubscribe);
  stream.open();
  // The browser left while the subscription was being made: let the request go.
  if (!stream.opened) stream.end();
  try {
    if (lastEventId !== undefined && !stream.closed) {
      for (const missed of await userEvents.missedSince(userId, lastEventId)) {
        deliver(missed);
        // Its publication may still be on its way over the bus: it is not sent twice.
        if (missed.id !== undefined) replayed.add(missed.id);
      }
    }
  } catch (error) {
    // The browser reconnects with the same Last-Event-ID and is sent the events then.
    reply.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'missed events could not be read; stream ended');
    stream.end();
  }
  const waiting = arrivedDuringReplay;
  arrivedDuringReplay = undefined;
  waiting.forEach(deliver);
  return stream;
}
