import { DELIVERY_TIMEOUT_MS, outcomeOfNetworkError, outcomeOfStatus, type DeliveryOutcome } from './outcome.js';

export type SmsConfig = { apiUrl: string; accountSid: string; authToken: string; from: string };

export type SmsSender = { send(to: string, body: string): Promise<DeliveryOutcome> };

/** A text message's longest body we send: Twilio takes 1,600 characters; a notification needs far fewer. */
export const SMS_MAX_LENGTH = 480;

/**
 * Text messages through a Twilio-compatible API: POST {base}/Messages.json, form-encoded To, From and
 * Body, HTTP basic auth with the account SID and auth token; 201 with the message's sid.
 */
export function createSmsSender(config: SmsConfig): SmsSender {
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const url = `${config.apiUrl}/Messages.json`;
  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: config.from, Body: body.slice(0, SMS_MAX_LENGTH) }),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch (error) {
        return outcomeOfNetworkError('SMS service', error);
      }
      const reply = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (response.ok) return { kind: 'sent', ...(typeof reply.sid === 'string' ? { providerId: reply.sid } : {}) };
      // Twilio's error code only: its message can quote the phone number.
      return outcomeOfStatus('SMS service', response.status, typeof reply.code === 'number' ? `code ${reply.code}` : '');
    },
  };
}
