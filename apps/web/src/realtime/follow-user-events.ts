import { LAST_EVENT_ID_HEADER, UserEventSchema, type UserEvent } from '@coaching/contract';
import { isApiError } from '../api/api-error.js';
import { apiEventStream } from '../api/client.js';

/** How soon a lost stream is opened again: doubling from the first delay up to the last (tests shorten it). */
export const reconnectPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, resetAfterMs: 30_000 };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Keeps one connection to GET /api/events open for the signed-in user and hands each event it knows
 * to onEvent; events of a type it does not know are skipped. A lost connection is opened again after
 * a growing pause, with Last-Event-ID, so the server sends what was missed. It stops for good when
 * the session ends (the "session ended" event, or a 401: the API client then signs out) and when the
 * returned function is called.
 */
export function followUserEvents(onEvent: (event: UserEvent) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | undefined;
  let sessionEnded = false;

  const handle = (data: unknown, meta: { id?: string }) => {
    if (meta.id !== undefined) lastEventId = meta.id;
    const parsed = UserEventSchema.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === 'session.ended') sessionEnded = true;
    onEvent(parsed.data);
  };

  void (async () => {
    for (let failures = 0; !signal.aborted && !sessionEnded; ) {
      const started = Date.now();
      try {
        await apiEventStream('/events', {
          signal,
          onEvent: handle,
          ...(lastEventId === undefined ? {} : { headers: { [LAST_EVENT_ID_HEADER]: lastEventId } }),
        });
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      }
      if (signal.aborted || sessionEnded) return;
      failures = Date.now() - started > reconnectPolicy.resetAfterMs ? 0 : failures + 1;
      const delay = Math.min(reconnectPolicy.firstDelayMs * 2 ** Math.max(0, failures - 1), reconnectPolicy.maxDelayMs);
      // A little jitter, so the tabs of a whole office do not come back at the same instant.
      await pause(delay * (0.8 + Math.random() * 0.4), signal);
    }
  })();

  return () => controller.abort();
}
