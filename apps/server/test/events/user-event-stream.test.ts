import type { UserEvent } from '@coaching/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseLastEventId, serveUserEvents } from '../../src/modules/events/user-event-stream.js';
import type { UserEventEnvelope } from '../../src/realtime/index.js';
import { baseUrlOf, openStream } from '../support/event-stream.js';

const ended: UserEvent = { type: 'session.ended', data: { reason: 'logout' } };
const alert = (n: number): UserEvent => ({
  type: 'safety.alert',
  data: {
    alertId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    clientId: '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b',
    clientName: 'Riley Chen',
    conversationId: null,
    level: 'concern',
    kind: 'self_harm',
    at: '2030-01-02T03:04:05.000Z',
  },
});

/** A user's events as a test plays them: `live` reaches the open stream, `stored` is what a resume reads. */
function fakeUserEvents(stored: UserEventEnvelope[], duringReplay: UserEventEnvelope[] = []) {
  let handler: ((envelope: UserEventEnvelope) => void) | undefined;
  let interrupt: (() => void) | undefined;
  const unsubscribed = vi.fn();
  return {
    unsubscribed,
    live: (envelope: UserEventEnvelope) => handler?.(envelope),
    interrupt: () => interrupt?.(),
    userEvents: {
      subscribe: async (_userId: string, listener: (envelope: UserEventEnvelope) => void, onInterrupted?: () => void) => {
        handler = listener;
        interrupt = onInterrupted;
        return unsubscribed;
      },
      missedSince: async (_userId: string, lastEventId: number) => {
        duringReplay.forEach((envelope) => handler?.(envelope));
        return stored.filter((envelope) => (envelope.id ?? 0) > lastEventId);
      },
    },
  };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function serve(fake: ReturnType<typeof fakeUserEvents>, lastEventId?: string) {
  const app = Fastify();
  apps.push(app);
  app.get('/events', async (request, reply) => {
    await serveUserEvents(reply, {
      userEvents: fake.userEvents,
      userId: 'user-1',
      sessionId: 'session-mine',
      lastEventId: parseLastEventId(request.headers['last-event-id']),
    });
    return reply;
  });
  return openStream(`${await baseUrlOf(app)}/events`, { lastEventId });
}

describe('serveUserEvents', () => {
  it('sends the stored events after Last-Event-ID, then what arrived meanwhile, each once', async () => {
    const stored = [5, 6, 7].map((id) => ({ id, event: alert(id) }));
    // 7 is published while the replay reads it; 8 arrives then too; 6's own publication comes late.
    const fake = fakeUserEvents(stored, [{ id: 7, event: alert(7) }, { id: 8, event: alert(8) }]);
    const stream = await serve(fake, '5');
    fake.live({ id: 6, event: alert(6) });
    fake.live({ id: 9, event: alert(9) });
    const ids = [];
    for (let n = 0; n < 4; n++) ids.push((await stream.next()).id);
    expect(ids).toEqual(['6', '7', '8', '9']);
    expect(await stream.collect(100)).toEqual([]);
    stream.close();
    await vi.waitFor(() => expect(fake.unsubscribed).toHaveBeenCalledTimes(1));
  });

  it('starts from now without Last-Event-ID, or with one that is not an event id', async () => {
    for (const lastEventId of [undefined, 'abc', '-1', '']) {
      const fake = fakeUserEvents([{ id: 1, event: alert(1) }]);
      const stream = await serve(fake, lastEventId);
      fake.live({ id: 2, event: alert(2) });
      expect((await stream.next()).id).toBe('2');
      stream.close();
    }
  });

  it('ends when the bus was away, so that the browser resumes from what it has', async () => {
    const fake = fakeUserEvents([]);
    const stream = await serve(fake);
    fake.interrupt();
    await stream.ended;
    expect(fake.unsubscribed).toHaveBeenCalledTimes(1);
  });

  it("passes over an event for other sessions, and ends after its own session's end", async () => {
    const fake = fakeUserEvents([]);
    const stream = await serve(fake);
    fake.live({ sessionIds: ['session-other'], event: ended });
    fake.live({ sessionIds: ['session-other', 'session-mine'], event: ended });
    fake.live({ id: 3, event: alert(3) });
    expect(await stream.next()).toEqual({ data: ended });
    await stream.ended;
    expect(await stream.collect(0)).toEqual([]);
    expect(fake.unsubscribed).toHaveBeenCalledTimes(1);
  });
});
