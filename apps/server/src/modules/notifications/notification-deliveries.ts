import { SMS_NOTIFICATION_TYPES, smsNumberOf, type PushPayload } from '@coaching/contract';
import { afterCommit } from '../../db/ambient.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Contact, UsersService } from '../users/users.service.js';
import type { SmsSender } from './channels/sms.js';
import type { WebPushSender } from './channels/web-push.js';
import type { DeliveryOutcome } from './channels/outcome.js';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository.js';
import { notificationWords } from './notification-texts.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

export const DELIVERY_RETRY_JOB = 'notifications.delivery-retry';
/** Tries of one push or text: the first at once, then after 1, 5 and 30 minutes; then it has failed. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];
/** How long a try holds its delivery: more than a provider call may take (10 s), so no second instance sends it meanwhile. */
const CLAIM_MS = 2 * 60_000;
/** A push the browser's push service keeps while the device is offline; past a day it is old news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const URGENT = new Set<NotificationRow['type']>(['safety.alert', 'session.reminder']);

type Logger = { warn(details: object, message: string): void; error(details: object, message: string): void };

/**
 * Pushes and texts of notifications, beside the app and mail. Planned in the notification's own transaction
 * (a rolled-back request sends nothing), sent once it has committed, outside any transaction and without the
 * request waiting. Each delivery is one push to one browser or one text: claimed by one statement before it is
 * sent, so it goes out once, whichever instance or retry gets to it; a provider's 5xx, 429 or silence is tried
 * again through the job queue; a browser the push service says is gone is dropped.
 */
export function createNotificationDeliveries(deps: {
  deliveries: DeliveriesRepository;
  subscriptions: PushSubscriptionsRepository;
  notifications: Pick<NotificationsRepository, 'findById'>;
  usersService: Pick<UsersService, 'findContact'>;
  jobs: Pick<JobQueue, 'handle' | 'schedule'>;
  webPush?: WebPushSender;
  sms?: SmsSender;
  publicUrl: string;
  clock: () => Date;
  logger: Logger;
}) {
  const { deliveries, subscriptions, notifications, usersService, jobs, clock, logger } = deps;
  const inFlight = new Set<Promise<void>>();

  function track(work: Promise<void>): void {
    const running = work.catch((error: unknown) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'notification delivery could not be tried'));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  }

  const smsNumberOfContact = (contact: Contact) => (contact.wantsSms ? smsNumberOf(contact.phone) : undefined);

  async function send(delivery: DeliveryRow, notification: NotificationRow, contact: Contact): Promise<DeliveryOutcome | 'skipped'> {
    const words = notificationWords(notification, contact);
    if (delivery.channel === 'push') {
      const subscription = delivery.subscriptionId ? await subscriptions.findSignedIn(contact.id, delivery.subscriptionId, clock()) : undefined;
      if (!deps.webPush || !contact.wantsPush || !subscription) return 'skipped';
      const payload: PushPayload = { id: notification.id, type: notification.type, title: words.title, body: words.body, link: notification.link };
      const outcome = await deps.webPush.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { ttlSeconds: PUSH_TTL_SECONDS, urgency: URGENT.has(notification.type) ? 'high' : 'normal' },
      );
      if (outcome.kind === 'gone') await subscriptions.deleteOwnedById(contact.id, subscription.id);
      return outcome;
    }
    const to = smsNumberOfContact(contact);
    if (!deps.sms || !to) return 'skipped';
    return deps.sms.send(to, [words.title, words.body, `${deps.publicUrl}${notification.link}`].filter(Boolean).join('\n'));
  }

  /** One try of a delivery, if it is due and no one else holds it. */
  async function attempt(id: string): Promise<void> {
    const delivery = await deliveries.claim(id, clock(), CLAIM_MS);
    if (!delivery) return;
    const notification = await notifications.findById(delivery.notificationId);
    const contact = notification && (await usersService.findContact(delivery.userId));
    // Gone, or turned off since it was planned: nothing to send.
    const outcome = notification && contact?.active ? await send(delivery, notification, contact) : 'skipped';
    const at = clock();
    if (outcome === 'skipped') return deliveries.settle(id, { status: 'skipped', at });
    if (outcome.kind === 'sent') return deliveries.settle(id, { status: 'sent', at, providerId: outcome.providerId });
    // A gone browser took the delivery with it (on delete cascade).
    if (outcome.kind === 'gone') return;
    const delay = outcome.kind === 'retry' ? RETRY_DELAYS_MS[delivery.attempts - 1] : undefined;
    const details = { deliveryId: id, channel: delivery.channel, attempts: delivery.attempts, reason: outcome.reason };
    if (delay === undefined) {
      logger.error(details, `${delivery.channel} delivery failed for good`);
      return deliveries.settle(id, { status: 'failed', at, lastError: outcome.reason });
    }
    logger.warn(details, `${delivery.channel} delivery failed; it will be tried again`);
    const nextAttemptAt = new Date(at.getTime() + delay);
    await deliveries.settle(id, { status: 'pending', at, lastError: outcome.reason, nextAttemptAt });
    await jobs.schedule({ kind: DELIVERY_RETRY_JOB, payload: { deliveryId: id }, runAt: nextAttemptAt, dedupeKey: `notification-delivery:${id}:${delivery.attempts}` });
  }

  // The job only says when; the try itself runs after the job's transaction, so no provider call holds one open.
  jobs.handle(DELIVERY_RETRY_JOB, async (payload) => {
    const deliveryId = String(payload.deliveryId);
    afterCommit(() => track(attempt(deliveryId)));
  });

  return {
    /** Which channels are configured here. */
    configured: { push: deps.webPush !== undefined, sms: deps.sms !== undefined },

    /**
     * Plans the pushes (one per subscribed browser) and the text a stored notification calls for, by the
     * person's switches; they are sent once the notification's transaction commits. `sms: false` keeps
     * this one off the phone whatever its kind (a safety alert's admins: it texts the client's coach only).
     */
    async plan(notification: NotificationRow, contact: Contact | undefined, options: { sms?: boolean } = {}): Promise<void> {
      if (!contact?.active) return;
      const now = clock();
      const browsers = deps.webPush && contact.wantsPush ? await subscriptions.listSignedIn(contact.id, clock()) : [];
      const texted = deps.sms && options.sms !== false && SMS_NOTIFICATION_TYPES.includes(notification.type) && smsNumberOfContact(contact) !== undefined;
      const rows = [
        ...browsers.map((browser) => ({ channel: 'push' as const, subscriptionId: browser.id })),
        ...(texted ? [{ channel: 'sms' as const, subscriptionId: null }] : []),
      ].map((target) => ({ ...target, notificationId: notification.id, userId: contact.id, nextAttemptAt: now }));
      const ids = await deliveries.insertMany(rows);
      if (ids.length > 0) afterCommit(() => ids.forEach((id) => track(attempt(id))));
    },

    /** Tries what a stopped instance left due (at start). */
    async resume(): Promise<void> {
      for (const id of await deliveries.dueIds(clock(), 100)) track(attempt(id));
    },

    /** Resolves once every try started so far has finished (tests and shutdown wait on it). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type NotificationDeliveries = ReturnType<typeof createNotificationDeliveries>;
