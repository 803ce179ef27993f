import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import type { UserEvents } from '../../realtime/index.js';
import type { EventStream } from '../../realtime/sse.js';
import { parseLastEventId, serveUserEvents } from './user-event-stream.js';

export type EventsRoutesOptions = { userEvents: UserEvents; guards: Guards; heartbeatMs?: number };

const EventStreamReply = z
  .string()
  .describe('text/event-stream: per event an `id:` line (stored events) and a `data:` line holding a UserEvent as JSON; `: heartbeat` comments between');
const Headers = z.object({
  'last-event-id': z.string().optional().describe('The id of the last event received: the stored events after it are sent first'),
});

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { userEvents, guards, heartbeatMs }) => {
  const open = new Set<EventStream>();
  // A stream never ends by itself: closing the app ends them, or it would wait on every browser.
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  app.get('', {
    onRequest: guards.requireAuth(),
    config: { writeTransaction: false },
    schema: {
      ...signedInRoutes('events'),
      summary: "The signed-in user's events as Server-Sent Events (safety alerts, session ended); resumes after Last-Event-ID",
      headers: Headers,
      response: { 200: EventStreamReply, ...errorReplies(401) },
    },
  }, async (request, reply) => {
    const { userId, sessionId } = caller(request);
    const lastEventId = parseLastEventId(request.headers['last-event-id']);
    const stream = await serveUserEvents(reply, { userEvents, userId, sessionId, lastEventId, heartbeatMs });
    open.add(stream);
    stream.onClose(() => open.delete(stream));
    return reply;
  });
};
