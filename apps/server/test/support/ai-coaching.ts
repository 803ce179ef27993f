import type { AiConversation, CreateAiConversationBody } from '@coaching/contract';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './factories.js';

/** The AI coaching and AI APIs as one signed-in user (or nobody, with no token) calls them. */
export function aiCoachingApi(app: FastifyInstance, token?: string) {
  const headers = token ? bearer(token) : {};
  const base = '/api/ai-coaching';
  const conversation = (id: string) => `${base}/conversations/${id}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    create: (body: unknown = {}) => call('POST', `${base}/conversations`, body),
    list: (params: Record<string, string> = {}) => {
      const search = new URLSearchParams(params).toString();
      return call('GET', `${base}/conversations${search ? `?${search}` : ''}`);
    },
    get: (id: string) => call('GET', conversation(id)),
    remove: (id: string) => call('DELETE', conversation(id)),
    send: (id: string, body: unknown) => call('POST', `${conversation(id)}/messages`, body),
    stream: (id: string, body: unknown) => call('POST', `${conversation(id)}/stream`, body),
    context: (id: string, body: unknown) => call('PUT', `${conversation(id)}/context`, body),
    addActionItem: (id: string, body: unknown) => call('POST', `${conversation(id)}/action-items`, body),
    updateActionItem: (id: string, itemId: string, body: unknown) => call('PUT', `${conversation(id)}/action-items/${itemId}`, body),
    complete: (id: string, body: unknown) => call('POST', `${conversation(id)}/complete`, body),
    analytics: (id: string) => call('GET', `${conversation(id)}/analytics`),
    recountAnalytics: (id: string, body: unknown = {}) => call('POST', `${conversation(id)}/analytics`, body),
    exportAs: (id: string, format?: string) => call('GET', `${conversation(id)}/export${format ? `?format=${format}` : ''}`),
    summary: (id: string) => call('GET', `${base}/summary/${id}`),
    stats: () => call('GET', `${base}/stats`),
    coachInsights: () => call('GET', `${base}/coach-insights`),
    guardrails: (userId: string) => call('GET', `${base}/guardrails/${userId}`),
    setGuardrails: (userId: string, body: unknown) => call('PUT', `${base}/guardrails/${userId}`, body),
    suggestions: (id: string) => call('POST', `/api/ai/suggestions/${id}`),
    sentiment: (id: string) => call('GET', `/api/ai/analyze/${id}/sentiment`),
    config: (id: string, body: unknown) => call('PUT', `/api/ai/config/${id}`, body),
    readLog: () => call('GET', `${base}/transcript-reads`),
  };
}

export async function createConversation(
  app: FastifyInstance,
  token: string,
  body: Partial<CreateAiConversationBody> = {},
): Promise<AiConversation> {
  const response = await aiCoachingApi(app, token).create({ focusAreas: ['Career Development'], goals: [], ...body });
  if (response.statusCode !== 201) throw new Error(`conversation creation failed: ${response.statusCode} ${response.body}`);
  return response.json().data.conversation as AiConversation;
}

/** The `data:` events of a Server-Sent Events body, parsed, in order. Anything else on the wire fails the parse. */
export function sseEvents(body: string): Record<string, unknown>[] {
  const blocks = body.split('\n\n');
  if (blocks.pop() !== '') throw new Error(`stream does not end with a blank line: ${JSON.stringify(body.slice(-40))}`);
  return blocks.map((block) => {
    if (!block.startsWith('data: ') || block.includes('\n')) throw new Error(`not a single data line: ${JSON.stringify(block)}`);
    return JSON.parse(block.slice('data: '.length)) as Record<string, unknown>;
  });
}

/** The chunks of a stream joined, and its last event. */
export function streamedReply(response: LightMyRequestResponse): { text: string; chunks: string[]; last: Record<string, unknown> } {
  const events = sseEvents(response.body);
  const chunks = events.filter((event) => 'chunk' in event).map((event) => event.chunk as string);
  return { text: chunks.join(''), chunks, last: events.at(-1) ?? {} };
}

export const FORBIDDEN_CODE = { success: false, error: { code: 'FORBIDDEN' } };
export const NOT_FOUND_CODE = { success: false, error: { code: 'NOT_FOUND' } };

/**
 * Sends a message to the stream over real HTTP (the app listening on loopback) and hangs up as the
 * first event arrives, as a browser tab closing mid-reply does. Resolves with the content type and
 * that first piece of the body.
 */
export async function streamThenHangUp(
  app: FastifyInstance,
  token: string,
  conversationId: string,
  content: string,
): Promise<{ contentType: string | undefined; first: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = JSON.stringify({ content });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/ai-coaching/conversations/${conversationId}/stream`,
        headers: { ...bearer(token), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.once('data', (chunk: Buffer) => {
          request.destroy();
          resolve({ contentType: response.headers['content-type'], first: chunk.toString('utf8') });
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end(body);
  });
}
