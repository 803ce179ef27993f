import webPush from 'web-push';
import { DELIVERY_TIMEOUT_MS, outcomeOfNetworkError, outcomeOfStatus, type DeliveryOutcome } from './outcome.js';

export type WebPushConfig = { publicKey: string; privateKey: string; subject: string };
export type WebPushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type WebPushSender = {
  send(target: WebPushTarget, payload: string, options: { ttlSeconds: number; urgency: 'normal' | 'high' }): Promise<DeliveryOutcome>;
};

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292): web-push encrypts the payload (aes128gcm, RFC 8291) and signs
 * the request; it is sent with fetch, whose timeout and errors are ours to read (web-push's own sender
 * speaks https only, which a local test push service does not).
 */
export function createWebPushSender(config: WebPushConfig): WebPushSender {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    async send(target, payload, { ttlSeconds, urgency }) {
      const request = webPush.generateRequestDetails(target, payload, { vapidDetails, TTL: ttlSeconds, urgency, contentEncoding: 'aes128gcm' });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch (error) {
        return outcomeOfNetworkError('push service', error);
      }
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { kind: 'sent' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone', reason: `push service answered ${response.status}` };
      return outcomeOfStatus('push service', response.status);
    },
  };
}
