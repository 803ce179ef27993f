import { vi } from 'vitest';
import { jsonResponse } from '../../test/render.js';

/** The API's envelopes, as the server sends them. */
export const apiOk = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, ...(message ? { message } : {}) });

export const apiFail = (status: number, message: string, code: string, errors?: { msg: string; path: string }[]) =>
  jsonResponse(status, { success: false, error: { message, code }, ...(errors ? { errors } : {}) });

export type FetchCall = { path: string; method: string; body: unknown };

/** Replaces fetch; the handler sees the API path (without /api), the method and the parsed JSON body. */
export function stubFetch(handler: (call: FetchCall) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ path: String(input).replace(/^\/api/, ''), method: init.method ?? 'GET', body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
