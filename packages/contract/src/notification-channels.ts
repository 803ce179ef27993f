import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from './messages.js';
import type { NotificationType } from './notifications.js';

/**
 * The channels beyond the app and mail (issue 19): Web Push to the browsers a person subscribed, and
 * text messages to the phone of their profile. Each is on only when the platform is configured for it.
 */

/** The API paths of the channels (below /api). */
export const NOTIFICATION_CHANNEL_PATHS = {
  channels: '/notifications/channels',
  pushSubscriptions: '/notifications/push-subscriptions',
} as const;

export const NotificationChannelsSchema = z.object({
  push: z.object({
    webPush: z.boolean().describe('Web Push is configured (VAPID keys): a subscribed browser is reached with no tab open'),
    publicKey: z.string().optional().describe("The VAPID public key, the browser's applicationServerKey when subscribing"),
  }),
  sms: z.object({ available: z.boolean().describe('Text messages are configured on this platform') }),
});
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;

/** A base64url value without padding, as PushSubscription.toJSON() gives its keys. */
const Base64Url = (what: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`)
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, `${what} must be ${bytes} bytes`);

/** The browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: NOTIFICATION_MESSAGES.pushEndpointInsecure }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: Base64Url('keys.p256dh', 65).describe("The browser's P-256 public key for the payload's encryption"),
    auth: Base64Url('keys.auth', 16).describe('The shared authentication secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

export const PushSubscriptionResultSchema = z.object({ subscription: z.object({ endpoint: z.string(), createdAt: z.iso.datetime({ offset: true }) }) });

/**
 * What a Web Push carries: the notification's words in the reader's language (the service worker shows
 * them as they are) and where a click leads.
 */
export const PushPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * The kinds that are also texted: what is about a time to be somewhere (a session booked, moved,
 * cancelled, due) and a safety alert to the coach. Messages, goal news and invitations are not: they
 * can wait for the app, mail or push, and a text for each chat message would be noise.
 */
export const SMS_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'session.requested',
  'session.confirmed',
  'session.rescheduled',
  'session.cancelled',
  'session.reminder',
  'safety.alert',
];

/** A phone number a text can go to: E.164, a + and 8 to 15 digits (spaces, dots, dashes and brackets ignored). */
export function smsNumberOf(phone: string): string | undefined {
  const compact = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}
