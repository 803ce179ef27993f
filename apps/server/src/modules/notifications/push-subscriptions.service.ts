import { NOTIFICATION_MESSAGES, type NotificationChannels, type PushSubscriptionBody } from '@coaching/contract';
import type { Caller } from '../../access/index.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const isIpLiteral = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
const isLocalName = (hostname: string) => LOOPBACK.has(hostname) || /\.(local|localhost|internal)$/.test(hostname);

/**
 * Whether the server may post to this endpoint. A push service is a public https host; the server posting to
 * an address a browser handed it must not reach into its own network. Outside production, a push service on
 * this machine (over http too) is allowed, for tests and development.
 */
export function acceptableEndpoint(endpoint: string, env: 'development' | 'production' | 'test'): boolean {
  const url = new URL(endpoint);
  const local = LOOPBACK.has(url.hostname);
  if (env !== 'production' && local) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && !isIpLiteral(url.hostname) && !isLocalName(url.hostname) && url.username === '' && url.password === '';
}

/** Which channels this platform offers, and the caller's browsers subscribed to Web Push (each caller only their own). */
export function createPushSubscriptionsService(deps: {
  subscriptions: PushSubscriptionsRepository;
  configured: { push: boolean; sms: boolean };
  vapidPublicKey?: string;
  env: 'development' | 'production' | 'test';
  clock: () => Date;
}) {
  const { subscriptions, clock } = deps;
  return {
    channels(): NotificationChannels {
      return {
        push: { webPush: deps.configured.push, ...(deps.vapidPublicKey ? { publicKey: deps.vapidPublicKey } : {}) },
        sms: { available: deps.configured.sms },
      };
    },

    async subscribe(caller: Caller, body: PushSubscriptionBody): Promise<{ endpoint: string; createdAt: string }> {
      if (!deps.configured.push) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.webPushNotConfigured);
      if (!acceptableEndpoint(body.endpoint, deps.env)) {
        throw validationError([{ msg: NOTIFICATION_MESSAGES.pushEndpointInsecure, path: 'endpoint' }]);
      }
      const row = await subscriptions.upsert(caller.userId, caller.sessionId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }, clock());
      return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
    },

    /** Drops the caller's subscription of this browser; another person's, or none, is not found. */
    async unsubscribe(caller: Caller, endpoint: string): Promise<void> {
      if (!(await subscriptions.deleteOwned(caller.userId, endpoint))) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.pushSubscriptionNotFound);
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
