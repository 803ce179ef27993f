import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible endpoint, over real HTTP on a free port. Each request is
 * recorded and answered by the current handler, which may reply at once, stream, or never answer.
 * Streaming helpers: streamPieces (with delayMs / dropAfter / stallAfterPieces), dropMidStream,
 * failWith (HTTP 500 by default), stall (never answer) and wordPieces.
 */

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  /** Settles when the exchange ends: `aborted` is true when the client hung up before the reply was complete. */
  closed: Promise<{ aborted: boolean }>;
};

export type FakeHandler = (request: RecordedRequest, response: ServerResponse, raw: IncomingMessage) => void | Promise<void>;

export type FakeOpenAi = {
  /** The base URL to configure as AI_BASE_URL: http://127.0.0.1:{port}/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
};

async function readBody(raw: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of raw) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakeOpenAi(handler: FakeHandler = replyWithText('{}')): Promise<FakeOpenAi> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (raw, response) => {
    const closed = new Promise<{ aborted: boolean }>((resolve) => {
      response.once('close', () => resolve({ aborted: !response.writableFinished }));
    });
    const request: RecordedRequest = { method: raw.method ?? '', url: raw.url ?? '', headers: raw.headers, body: await readBody(raw), closed };
    requests.push(request);
    await current(request, response, raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: opened, noted and closed again, so connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A non-streaming chat.completion whose assistant message is `content`. */
export function chatCompletion(content: string, model = 'fake-model') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** Answers every POST /v1/chat/completions with `content` as the assistant's message. */
export function replyWithText(content: string): FakeHandler {
  return (request, response) => {
    if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
      return sendJson(response, 404, { error: { message: 'not found' } });
    }
    sendJson(response, 200, chatCompletion(content));
  };
}

/** Never answers: the client has to give up. */
export const neverReply: FakeHandler = () => undefined;

/** One streamed chat.completion.chunk: a piece of the assistant's text, or the final empty delta with `finishReason`. */
export function chatCompletionChunk(content: string | null, finishReason: string | null = null, model = 'fake-model') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finishReason }],
  };
}

function isChatCompletions(request: RecordedRequest): boolean {
  return request.method === 'POST' && request.url.endsWith('/chat/completions');
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a server-sent-events answer; returns a writer for one `data:` line that reports whether the client is still there. */
function startEventStream(response: ServerResponse): (data: unknown) => boolean {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.flushHeaders();
  return (data) => {
    if (response.destroyed || response.writableEnded) return false;
    response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    return true;
  };
}

export type StreamPiecesOptions = {
  /** Milliseconds to wait before each piece (default 0). */
  delayMs?: number;
  /**
   * Hang up after this many pieces instead of finishing: the socket is destroyed mid-stream, with
   * no final chunk and no `data: [DONE]`.
   */
  dropAfter?: number;
  /** After the pieces (or `dropAfter` of them), keep the stream open and never finish it. */
  stallAfterPieces?: boolean;
};

/**
 * Answers a streaming POST /v1/chat/completions with `pieces` as chat.completion.chunk events, then
 * a final chunk with finish_reason 'stop' and `data: [DONE]`. Stops writing when the client hangs up.
 */
export function streamPieces(pieces: readonly string[], options: StreamPiecesOptions = {}): FakeHandler {
  const { delayMs = 0, dropAfter, stallAfterPieces = false } = options;
  return async (request, response) => {
    if (!isChatCompletions(request)) return sendJson(response, 404, { error: { message: 'not found' } });
    const send = startEventStream(response);
    const count = dropAfter === undefined ? pieces.length : Math.min(dropAfter, pieces.length);
    for (const piece of pieces.slice(0, count)) {
      if (delayMs > 0) await delay(delayMs);
      if (!send(chatCompletionChunk(piece))) return;
    }
    if (dropAfter !== undefined) {
      // Let the written pieces reach the client before the connection is cut.
      await delay(20);
      response.socket?.destroy();
      return;
    }
    if (stallAfterPieces) return;
    if (!send(chatCompletionChunk(null, 'stop'))) return;
    send('[DONE]');
    response.end();
  };
}

/** Streams `pieces` and then hangs up abruptly after the first `count` of them. */
export function dropMidStream(pieces: readonly string[], count: number, delayMs = 0): FakeHandler {
  return streamPieces(pieces, { dropAfter: count, delayMs });
}

/** Answers every request with HTTP `status` (500 by default) and an OpenAI-style error body. */
export function failWith(status = 500, message = 'internal error'): FakeHandler {
  return (_request, response) => sendJson(response, status, { error: { message, type: 'server_error' } });
}

/** Never answers, like `neverReply`: named for streaming tests. The client has to time out or abort. */
export const stall: FakeHandler = neverReply;

/** Splits a text the way a model streams it: each word with its following space. */
export function wordPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** Whether a request is the safety screen asking for a second opinion (a JSON triage, not a streamed reply). */
export function isRiskOpinionRequest(request: RecordedRequest): boolean {
  const body = request.body as { stream?: boolean; messages?: { role: string; content: string }[] };
  return body?.stream !== true && (body?.messages ?? []).some((message) => message.role === 'system' && message.content.includes('triage'));
}

/** Answers the safety screen's second-opinion requests with `opinion` (an object sent as JSON, or a failure) and hands every other request on. */
export function riskOpinion(opinion: { level: string; category: string | null } | 'fail', otherwise: FakeHandler): FakeHandler {
  return (request, response, raw) => {
    if (!isRiskOpinionRequest(request)) return otherwise(request, response, raw);
    if (opinion === 'fail') return sendJson(response, 500, { error: { message: 'model crashed' } });
    sendJson(response, 200, chatCompletion(JSON.stringify(opinion)));
  };
}
