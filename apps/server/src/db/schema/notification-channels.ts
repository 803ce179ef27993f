import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authSessions } from './auth.js';
import { notifications } from './conversations.js';
import { users } from './users.js';

/**
 * The browsers a person subscribed to Web Push (one per device). The endpoint is the push service's
 * address for that browser, unique: the browser that subscribes it again (another person signed in
 * there) takes it over, with their sign-in. The keys encrypt the payload; they are never logged.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The sign-in the browser subscribed under: pushes reach the browser only while it lives, so that
     * signing out (or being signed out) ends them on that browser at once.
     */
    sessionId: uuid('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_id_idx').on(t.userId), index('push_subscriptions_session_id_idx').on(t.sessionId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type DeliveryChannel = 'push' | 'sms';
/** pending: to be tried at next_attempt_at; sending: an instance holds it until locked_until; then sent, failed or skipped. */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One notification to be pushed to one browser or texted: planned with the notification, in its
 * transaction, and sent after it commits, outside any transaction. No text or phone number is copied
 * here: what is sent is built from the notification and the person when it is sent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    /** The browser, for a push; a gone browser takes its deliveries with it. */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id of what it sent (the SMS sid). */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_target_idx').on(t.notificationId, t.channel, t.subscriptionId),
    index('notification_deliveries_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
