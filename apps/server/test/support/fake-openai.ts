import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible endpoint, over real HTTP on a free port. Each request is
 * recorded and answered by the current handler, which may reply at once, stream, or never answer.
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
