import { onTestFinished, vi } from 'vitest';
import { keyBytes } from '../components/notification-channels/browser-push.js';

/** A VAPID public key as the platform publishes it (65 bytes, base64url): the web-push library's example key. */
export const TEST_VAPID_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const TEST_PUSH_ENDPOINT = 'https://push.example.test/send/this-browser';

/** What the fake browser was asked and holds. */
export type FakeBrowserPush = {
  permission: NotificationPermission;
  /** What the reader answers when asked for the permission. */
  answer: NotificationPermission;
  permissionRequests: number;
  registered: string[];
  /** The key the current subscription was made with. */
  subscribedWith: Uint8Array | undefined;
  subscription: PushSubscription | null;
};

function subscriptionOf(state: FakeBrowserPush, endpoint: string, key: Uint8Array): PushSubscription {
  const json = { endpoint, expirationTime: null, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') } };
  return {
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
    toJSON: () => json,
    getKey: () => null,
    unsubscribe: async () => {
      state.subscription = null;
      state.subscribedWith = undefined;
      return true;
    },
  } as unknown as PushSubscription;
}

/**
 * The browser's side of Web Push, faked in jsdom, which has none: the Notification permission, a service worker
 * container whose registration has a PushManager. The browser API is the boundary; the platform's handling of
 * the subscription is tested on the server.
 */
export function installFakeWebPush(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}): FakeBrowserPush {
  const state: FakeBrowserPush = {
    permission: options.permission ?? 'default',
    answer: options.answer ?? 'granted',
    permissionRequests: 0,
    registered: [],
    subscribedWith: undefined,
    subscription: null,
  };
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      if (state.permission !== 'granted') throw new DOMException('Permission denied', 'NotAllowedError');
      const key = new Uint8Array(applicationServerKey as Uint8Array);
      state.subscribedWith = key;
      state.subscription = subscriptionOf(state, TEST_PUSH_ENDPOINT, key);
      return state.subscription;
    },
  };
  const registration = { scope: `${location.origin}/`, pushManager } as unknown as ServiceWorkerRegistration;
  if (options.subscribed) {
    state.permission = options.permission ?? 'granted';
    state.subscribedWith = keyBytes(TEST_VAPID_PUBLIC_KEY);
    state.subscription = subscriptionOf(state, TEST_PUSH_ENDPOINT, state.subscribedWith);
    state.registered.push('/sw.js');
  }
  const serviceWorker = {
    register: async (url: string) => {
      state.registered.push(url);
      return registration;
    },
    get ready() {
      return Promise.resolve(registration);
    },
    getRegistration: async () => (state.registered.length > 0 ? registration : undefined),
  };

  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static async requestPermission() {
      state.permissionRequests += 1;
      state.permission = state.answer;
      return state.answer;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return state;
}
