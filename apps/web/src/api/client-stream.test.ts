import { GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, replayFetch, sseResponse } from '../test/fake-api.js';
import { testUser } from '../test/render.js';
import { streamAiReply } from './ai-coaching-stream.js';
import { ApiError } from './api-error.js';
import { apiDownload, apiStream } from './client.js';
import { sessionStore } from './session-store.js';

const sse = (...events: unknown[]) => sseResponse(events);

const message = (role: 'client' | 'ai_coach', content: string) => ({
  _id: crypto.randomUUID(),
  role,
  content,
  timestamp: new Date().toISOString(),
  metadata: { tokens: 1, processingTime: 0, sentiment: 0.5, messageType: role === 'client' ? 'coaching_query' : 'ai_response' },
});

afterEach(() => vi.useRealTimers());

describe('apiStream', () => {
  it('POSTs JSON with the Bearer token and hands over each event', async () => {
    sessionStore.write('access-1', testUser(), 900);
    const fetchMock = replayFetch(sse({ chunk: 'Hi ' }, { chunk: 'there' }));
    const events: unknown[] = [];
    await apiStream('/things/stream', { content: 'Hello' }, { onEvent: (event) => events.push(event) });
    expect(events).toEqual([{ chunk: 'Hi ' }, { chunk: 'there' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/stream');
    expect(init).toMatchObject({ method: 'POST', body: '{"content":"Hello"}' });
    expect(init.headers).toMatchObject({ authorization: 'Bearer access-1', accept: 'text/event-stream', 'content-type': 'application/json' });
  });

  it('throws the envelope of a failure before the stream opens', async () => {
    replayFetch(jsonResponse(503, { success: false, error: { message: 'The model is down', code: 'AI_SERVICE_UNAVAILABLE' } }));
    await expect(apiStream('/s', {}, { onEvent: () => undefined })).rejects.toMatchObject({ kind: 'http', status: 503, code: 'AI_SERVICE_UNAVAILABLE' });
  });

  it('renews an expired token once and opens the stream again', async () => {
    sessionStore.write('old-token', testUser(), 900);
    const fetchMock = replayFetch(
      jsonResponse(401, { success: false, error: { message: 'Session expired. Please log in again.', code: 'TOKEN_EXPIRED' } }),
      jsonResponse(200, { success: true, data: { user: testUser(), token: 'new-token', expiresIn: 900 } }),
      sse({ chunk: 'ok' }),
    );
    const events: unknown[] = [];
    await apiStream('/s', {}, { onEvent: (event) => events.push(event) });
    expect(events).toEqual([{ chunk: 'ok' }]);
    expect((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'Bearer new-token' });
  });

  it('times out when no byte arrives within 30 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
    );
    const pending = apiStream('/slow', {}, { onEvent: () => undefined }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ kind: 'timeout', message: GLOBAL_ERROR_MESSAGES.timeout });
  });

  it('keeps reading past 30 seconds once the stream has opened', async () => {
    vi.useFakeTimers();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    replayFetch(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const events: unknown[] = [];
    const done = apiStream('/s', {}, { onEvent: (event) => events.push(event) });
    await vi.advanceTimersByTimeAsync(45_000);
    controller.enqueue(new TextEncoder().encode('data: {"chunk":"late"}\n\n'));
    controller.close();
    await done;
    expect(events).toEqual([{ chunk: 'late' }]);
  });

  it('reports a connection lost mid-stream as a network error with the status that had arrived', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"chunk":"Hi"}\n\n'));
        controller.error(new TypeError('network'));
      },
    });
    replayFetch(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const error = await apiStream('/s', {}, { onEvent: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 200 });
  });
});

describe('streamAiReply', () => {
  it('passes the chunks on and answers the stored pair', async () => {
    const userMessage = message('client', 'Hello');
    const reply = message('ai_coach', 'Hi there');
    replayFetch(sse({ chunk: 'Hi ' }, { chunk: 'there' }, { done: true, message: reply, userMessage }));
    const chunks: string[] = [];
    await expect(streamAiReply('c1', 'Hello', { onChunk: (chunk) => chunks.push(chunk) })).resolves.toEqual({ message: reply, userMessage });
    expect(chunks).toEqual(['Hi ', 'there']);
  });

  it('turns an error event into an ApiError with its code', async () => {
    replayFetch(sse({ chunk: 'Hi' }, { error: { message: 'The AI coach stopped', code: 'AI_SERVICE_UNAVAILABLE' } }));
    await expect(streamAiReply('c1', 'Hello', { onChunk: () => undefined })).rejects.toMatchObject({ status: 503, code: 'AI_SERVICE_UNAVAILABLE', message: 'The AI coach stopped' });
  });

  it('treats a stream that ends without its final event as cut short', async () => {
    replayFetch(sse({ chunk: 'Hi' }));
    await expect(streamAiReply('c1', 'Hello', { onChunk: () => undefined })).rejects.toMatchObject({ kind: 'network', status: 200 });
  });
});

describe('apiDownload', () => {
  it('answers the file and its name', async () => {
    replayFetch(new Response('transcript', { headers: { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="ai-conversation-1.txt"' } }));
    const file = await apiDownload('/ai-coaching/conversations/1/export?format=text');
    expect(file.filename).toBe('ai-conversation-1.txt');
    expect(await file.blob.text()).toBe('transcript');
  });
});
