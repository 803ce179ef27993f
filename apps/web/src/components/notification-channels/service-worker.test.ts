import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { PushPayload } from '@coaching/contract';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://coaching.example';

type Listener = (event: Record<string, unknown>) => void;
type FakeWindow = { url: string; focused: boolean; navigatedTo?: string; focus(): Promise<FakeWindow>; navigate(url: string): Promise<FakeWindow> };

/** public/sw.js run in a context of its own, with the service worker globals it uses faked. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; tag?: string; data: { link: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  runInNewContext(SOURCE, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => void (work = promise) });
    await work;
  };
  return { shown, opened, dispatch };
}

const push = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });
const appWindow = (url: string): FakeWindow => ({
  url,
  focused: false,
  async focus() {
    this.focused = true;
    return this;
  },
  async navigate(to: string) {
    this.navigatedTo = to;
    this.url = to;
    return this;
  },
});

describe('the service worker (public/sw.js)', () => {
  const payload: PushPayload = { id: 'n-1', type: 'session.confirmed', title: 'Session with Sarah Mitchell confirmed', body: '“Weekly check-in”, 4 Jan 2027, 09:00', link: '/client/sessions/s-1' };

  it("shows a push as a notification with the payload's title and body, its link kept for the click", async () => {
    const worker = loadWorker();
    await worker.dispatch('push', push(payload));
    expect(worker.shown).toEqual([
      { title: payload.title, options: { body: payload.body, tag: 'n-1', icon: '/favicon.svg', data: { link: `${ORIGIN}/client/sessions/s-1` } } },
    ]);
  });

  it("opens the notification's page on a click, in a new window when no tab of the app is open", async () => {
    const worker = loadWorker();
    await worker.dispatch('push', push(payload));
    let closed = false;
    await worker.dispatch('notificationclick', { notification: { data: worker.shown[0]!.options.data, close: () => void (closed = true) } });
    expect(closed).toBe(true);
    expect(worker.opened).toEqual([`${ORIGIN}/client/sessions/s-1`]);
  });

  it('takes an open tab of the app to the page instead, and brings it to the front', async () => {
    const tab = appWindow(`${ORIGIN}/client`);
    const worker = loadWorker([tab]);
    await worker.dispatch('notificationclick', { notification: { data: { link: `${ORIGIN}/client/notifications` }, close: () => undefined } });
    expect(tab.navigatedTo).toBe(`${ORIGIN}/client/notifications`);
    expect(tab.focused).toBe(true);
    expect(worker.opened).toEqual([]);
  });

  it('never opens an address outside the app', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', push({ ...payload, link: 'https://elsewhere.example/phish' }));
    expect(worker.shown[0]?.options.data.link).toBe(`${ORIGIN}/`);
  });
});
