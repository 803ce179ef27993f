import { PushSubscriptionBodySchema, type PushSubscriptionBody } from '@coaching/contract';

/**
 * This browser's side of Web Push: the Notification permission, the service worker (public/sw.js, which shows
 * each push) and the PushManager subscription made with the platform's VAPID public key. Nothing here talks
 * to the platform's API; the caller hands the subscription to it.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can take Web Push at all: a secure page with service workers, PushManager and Notification. */
export function browserSupportsPush(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext !== false && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** Asks the reader to allow notifications, unless they answered already: granted, denied, or default (dismissed). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  const permission = notificationPermission();
  if (permission !== 'default') return permission;
  return Notification.requestPermission();
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
}

/** This browser's subscription, if it has one (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** A VAPID key as the Push API takes it: the bytes of its base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

const sameBytes = (a: ArrayBuffer, b: Uint8Array) => a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/**
 * Subscribes this browser with the platform's key: registers the service worker, waits for it to be active and
 * asks the push service. A subscription made with another key (the platform's keys were changed) is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionBody> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  const subscribedWith = subscription?.options.applicationServerKey;
  if (subscription && subscribedWith && !sameBytes(subscribedWith, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscriptionBody(subscription);
}

/** The subscription as the platform takes it (its toJSON(), checked by the contract). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  return PushSubscriptionBodySchema.parse(subscription.toJSON());
}

/** Ends this browser's subscription; its endpoint, for the platform to forget, or undefined when it had none. */
export async function unsubscribeBrowser(): Promise<string | undefined> {
  const subscription = await currentSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
