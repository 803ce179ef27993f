import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { baseUrlOf, openStream } from '../../test/support/event-stream.js';
import { eventStream, type EventStream } from './sse.js';

/** A bare app whose routes hold their streams where the test can reach them. */
async function streamingApp() {
  const app = Fastify();
  const streams: EventStream[] = [];
  const closings: string[] = [];
  app.get<{ Querystring: { heartbeatMs?: string } }>('/open', async (request, reply) => {
    const stream = eventStream(reply, { heartbeatMs: Number(request.query.heartbeatMs ?? 60_000) });
    stream.onClose(() => closings.push('closed'));
    stream.open();
    streams.push(stream);
    return reply;
  });
  app.get('/fails-first', async (request, reply) => {
    eventStream(reply);
    return reply.code(409).send({ success: false, error: { message: 'taken', code: 'CONFLICT' } });
  });
  return { app, streams, closings, url: await baseUrlOf(app) };
}

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));
async function setUp() {
  const made = await streamingApp();
  apps.push(made.app);
  return made;
}

describe('eventStream', () => {
  it('opens with the event-stream headers and writes each event as an id line and a data line', async () => {
    const { url, streams } = await setUp();
    const client = await openStream(`${url}/open`);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache');
    streams[0]!.send({ hello: 'world' }, { id: 41 });
    streams[0]!.send({ plain: true });
    expect(await client.next()).toEqual({ id: '41', data: { hello: 'world' } });
    expect(await client.next()).toEqual({ data: { plain: true } });
    client.close();
  });

  it('answers as an ordinary reply until it opens', async () => {
    const { url } = await setUp();
    const client = await openStream(`${url}/fails-first`);
    expect(client.status).toBe(409);
    expect(client.headers['content-type']).toMatch(/^application\/json/);
    expect(await client.json()).toEqual({ success: false, error: { message: 'taken', code: 'CONFLICT' } });
  });

  it('sends a heartbeat comment while the stream is quiet', async () => {
    const { url } = await setUp();
    const client = await openStream(`${url}/open?heartbeatMs=20`);
    await vi.waitFor(() => expect(client.heartbeats()).toBeGreaterThanOrEqual(2));
    client.close();
  });

  it('cleans up once when the browser goes away: listeners run, sends report the stream gone', async () => {
    const { url, streams, closings } = await setUp();
    const client = await openStream(`${url}/open?heartbeatMs=20`);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    client.close();
    await vi.waitFor(() => expect(closings).toEqual(['closed']));
    const stream = streams[0]!;
    expect(stream.closed).toBe(true);
    expect(stream.send({ late: true })).toBe(false);
    stream.end();
    expect(closings).toEqual(['closed']);
    const late: string[] = [];
    stream.onClose(() => late.push('at once'));
    expect(late).toEqual(['at once']);
  });

  it('ends the reply on end(), and runs the close listeners', async () => {
    const { url, streams, closings } = await setUp();
    const client = await openStream(`${url}/open`);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send({ last: true });
    streams[0]!.end();
    expect(await client.next()).toEqual({ data: { last: true } });
    await client.ended;
    expect(closings).toEqual(['closed']);
  });
});
