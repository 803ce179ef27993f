import type { UserEvent } from '@coaching/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEvents } from '../api/session.js';
import { sessionStore } from '../api/session-store.js';
import { apiFail, offContract, replayFetch } from '../test/fake-api.js';
import { testUser } from '../test/render.js';
import { followUserEvents, reconnectPolicy } from './follow-user-events.js';

const ALERT: UserEvent = {
  type: 'safety.alert',
  data: {
    alertId: '0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b',
    clientId: '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b',
    clientName: 'Riley Chen',
    conversationId: null,
    level: 'crisis',
    kind: 'suicide',
    at: '2030-01-02T03:04:05.000Z',
  },
};

/** A complete text/event-stream reply; each event with its id when given. */
function eventStream(...events: { id?: string; data: unknown }[]): Response {
  const text = events.map(({ id, data }) => `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(`: heartbeat\n\n${text}`, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A stream that stays open until the test stops following. */
const openStream = () => new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });

const headersOf = (fetchMock: ReturnType<typeof replayFetch>, call: number) => (fetchMock.mock.calls[call]?.[1] as RequestInit).headers;

const saved = { ...reconnectPolicy };
beforeEach(() => {
  Object.assign(reconnectPolicy, { firstDelayMs: 1, maxDelayMs: 5 });
  sessionStore.write('access-1', testUser(), 900);
});
afterEach(() => void Object.assign(reconnectPolicy, saved));

describe('followUserEvents', () => {
  it('opens GET /api/events with the session and hands over the events it knows, skipping others', async () => {
    // A type of a later domain, which this build does not know yet.
    const mixed = offContract(eventStream({ id: '1', data: ALERT }, { id: '2', data: { type: 'booking.created', data: {} } }));
    const fetchMock = replayFetch(mixed, openStream());
    const received: UserEvent[] = [];
    const stop = followUserEvents((event) => received.push(event));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    stop();
    expect(received).toEqual([ALERT]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.headers).toMatchObject({ authorization: 'Bearer access-1', accept: 'text/event-stream' });
  });

  it('reconnects after the stream is lost, with the id of the last event as Last-Event-ID', async () => {
    const fetchMock = replayFetch(
      eventStream({ id: '7', data: ALERT }, { id: '9', data: ALERT }),
      new Error('connection reset'),
      eventStream({ id: '10', data: ALERT }),
      openStream(),
    );
    const received: UserEvent[] = [];
    const stop = followUserEvents((event) => received.push(event));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    stop();
    expect(headersOf(fetchMock, 0)).not.toHaveProperty('Last-Event-ID');
    expect(headersOf(fetchMock, 1)).toMatchObject({ 'Last-Event-ID': '9' });
    expect(headersOf(fetchMock, 2)).toMatchObject({ 'Last-Event-ID': '9' });
    expect(headersOf(fetchMock, 3)).toMatchObject({ 'Last-Event-ID': '10' });
    expect(received).toHaveLength(3);
  });

  it('stops for good once the session has ended', async () => {
    const ended: UserEvent = { type: 'session.ended', data: { reason: 'deactivated' } };
    const fetchMock = replayFetch(eventStream({ data: ended }));
    const received: UserEvent[] = [];
    followUserEvents((event) => received.push(event));
    await vi.waitFor(() => expect(received).toEqual([ended]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops on a 401, which signs the user out', async () => {
    const expired = vi.fn();
    const off = sessionEvents.on('expired', expired);
    const fetchMock = replayFetch(apiFail(401, 'Session expired. Please log in again.', 'UNAUTHORIZED'));
    followUserEvents(() => undefined);
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    off();
  });

  it('hangs up when stopped', async () => {
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return Promise.resolve(openStream());
    });
    vi.stubGlobal('fetch', fetchMock);
    const stop = followUserEvents(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stop();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
