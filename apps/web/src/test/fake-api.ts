import { ErrorEnvelopeSchema, successEnvelope, type ErrorCode, type FieldError } from '@coaching/contract';
import { vi } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, matchRoute, type ApiData, type JsonApiRoute } from './api-routes.js';

export { API_ROUTES, type ApiData, type ApiRoute, type JsonApiRoute } from './api-routes.js';

/** A request as a fake sees it: the path below /api (with its query), the method and the parsed JSON body. */
export type FetchCall = { path: string; method: string; body: unknown };
export type FakeReply = Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The success envelope of `route`, its data typed by the route's contract schema, with the route's status. */
export function apiOk<R extends JsonApiRoute>(route: R, data: ApiData<R>, options: { message?: string } = {}): Response {
  const { message } = options;
  return jsonResponse(API_ROUTES[route].status, { success: true, data, ...(message === undefined ? {} : { message }) });
}

/** The error envelope, as the server's one error handler sends it. */
export function apiFail(status: number, message: string, code: ErrorCode, errors?: FieldError[]): Response {
  return jsonResponse(status, { success: false, error: { message, code }, ...(errors ? { errors } : {}) });
}

/** A text/event-stream reply whose events are sent by the test, one at a time. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: unknown) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => controller.close(),
  };
}

/** A text/event-stream reply of the given events, already complete. */
export function sseResponse(events: unknown[]): Response {
  const stream = controlledStream();
  events.forEach(stream.send);
  stream.close();
  return stream.response;
}

const exempt = new WeakSet<Response>();

/** Marks a reply no API route sends (a proxy's error page, a body cut short), so the contract check lets it through. */
export function offContract(response: Response): Response {
  exempt.add(response);
  return response;
}

const violations: string[] = [];
const pendingChecks = new Set<Promise<void>>();

const describeIssues = (error: z.ZodError) => z.prettifyError(error).replace(/\n/g, '; ');

/**
 * Checks one reply against the contract. `strict`: the request must hit a route of API_ROUTES (fakes of
 * screens); otherwise a made-up path (the API client's own tests) only needs a well-formed envelope.
 */
async function checkReply(call: FetchCall, response: Response, strict: boolean): Promise<void> {
  if (exempt.has(response)) return;
  const where = `${call.method} ${call.path} (${response.status})`;
  const route = matchRoute(call.method, call.path);
  if (!route && strict) violations.push(`${where}: no such API route; add it to API_ROUTES in src/test/api-routes.ts`);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream')) {
    if (route && route.reply.kind !== 'events') violations.push(`${where}: ${route.key} does not stream`);
    if (route?.reply.kind === 'events') track(checkEvents(where, response.clone(), route.reply.data));
    return;
  }
  if (!type.includes('application/json')) {
    if (route && route.reply.kind !== 'file') violations.push(`${where}: ${route.key} replies JSON, not ${type || 'an untyped body'}`);
    return;
  }
  if (route?.reply.kind === 'file' && response.ok) {
    const problem = fileProblem(await response.clone().text(), route.reply.data);
    if (problem) violations.push(`${where}: ${problem}`);
    return;
  }
  const problem = envelopeProblem(await response.clone().text(), response, route?.reply);
  if (problem) violations.push(`${where}: ${problem}`);
}

/** A file the API sends as JSON (no envelope): it must be what the contract says the file holds. */
function fileProblem(text: string, schema: z.ZodType) {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? undefined : `the file disagrees with the contract: ${describeIssues(parsed.error)}`;
  } catch {
    return 'the file is not JSON';
  }
}

function envelopeProblem(text: string, response: Response, reply: { kind: string; data: z.ZodType; status: number } | undefined) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const succeeded = (body as { success?: unknown } | null)?.success === true;
  if (succeeded !== response.ok) return `status ${response.status} with success: ${String(succeeded)}`;
  if (!succeeded) {
    const parsed = ErrorEnvelopeSchema.safeParse(body);
    return parsed.success ? undefined : `not an error envelope: ${describeIssues(parsed.error)}`;
  }
  if (reply && reply.kind !== 'json') return 'this route does not reply with a JSON envelope';
  if (reply && response.status !== reply.status) return `the API answers this route with ${reply.status}`;
  const parsed = successEnvelope(reply?.data ?? z.unknown()).safeParse(body);
  return parsed.success ? undefined : `the reply disagrees with the contract: ${describeIssues(parsed.error)}`;
}

async function checkEvents(where: string, response: Response, schema: z.ZodType): Promise<void> {
  const text = await response.text();
  for (const line of text.split('\n').filter((l) => l.startsWith('data:'))) {
    let event: unknown;
    try {
      event = JSON.parse(line.slice(5));
    } catch {
      violations.push(`${where}: an event is not JSON: ${line}`);
      continue;
    }
    const parsed = schema.safeParse(event);
    if (!parsed.success) violations.push(`${where}: an event disagrees with the contract: ${describeIssues(parsed.error)}`);
  }
}

function track(check: Promise<void>) {
  pendingChecks.add(check);
  void check.finally(() => pendingChecks.delete(check));
}

function toCall(input: RequestInfo | URL, init: RequestInit): FetchCall {
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { path: String(input).replace(/^\/api/, ''), method: init.method ?? 'GET', body };
}

/** Replaces fetch with a fake API: `handler` answers each call, and each reply is checked against the contract. */
export function stubApi(handler: (call: FetchCall) => FakeReply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = toCall(input, init);
    const response = await handler(call);
    await checkReply(call, response, true);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * For the API client's own tests: answers each request with the next of `replies` (an Error is thrown
 * as a network failure). Their paths may be made up, but a reply on a real route is checked as stubApi does.
 */
export function replayFetch(...replies: (Response | Error)[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const next = replies.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    await checkReply(toCall(input, init), next, false);
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const callsTo = (calls: FetchCall[], method: string, path?: string | RegExp) =>
  calls.filter((call) => call.method === method && (path === undefined || (typeof path === 'string' ? call.path === path : path.test(call.path))));

/** Run after each test (src/test/setup.ts): fails it when a fake sent a reply the API never would. */
export async function assertRepliesMatchContract(): Promise<void> {
  // A stream still open after the test (one the test never closed) is not waited for.
  if (pendingChecks.size > 0 && !vi.isFakeTimers()) {
    await Promise.race([Promise.allSettled([...pendingChecks]), new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  pendingChecks.clear();
  const found = violations.splice(0);
  if (found.length > 0) throw new Error(`The fake API disagrees with the contract:\n- ${found.join('\n- ')}`);
}
