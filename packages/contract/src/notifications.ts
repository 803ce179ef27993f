import { z } from 'zod';
import { IdSchema } from './envelope.js';
import type { UpdateMeBody, User } from './users.js';

/**
 * The notification centre (issue 16): what happened that a person should know of, listed at
 * /client/notifications and in every shell's bell menu, delivered live, and mailed when their
 * preferences say so. The spec's client-side Notification (id, type, timestamp, read) made real.
 * The screens word each one from its type and data, in the reader's language.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const NOTIFICATION_TYPES = [
  'conversation.message',
  'safety.alert',
  'session.requested',
  'session.confirmed',
  'session.rescheduled',
  'session.cancelled',
  'session.reminder',
  /** A coach invited this client (already on the platform) to work with them. */
  'invitation.received',
  /** The person a coach invited accepted (or registered through the link) or declined. */
  'invitation.accepted',
  'invitation.declined',
  /** The client's coach changed one of the client's goals (ticked or unticked a milestone). */
  'goal.updated',
  /** A client of this coach completed a goal. */
  'goal.completed',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationSchema = z.object({
  _id: IdSchema,
  type: NotificationTypeSchema,
  data: z.object({
    conversationId: IdSchema.optional(),
    conversationTitle: z.string().optional(),
    /** Who did it: the sender of a message, the client of a safety alert. */
    personName: z.string().optional(),
    /** The start of a message (at most 140 characters); never for a safety alert. */
    excerpt: z.string().optional(),
    level: z.enum(['crisis', 'concern']).optional(),
    sessionId: IdSchema.optional(),
    sessionTitle: z.string().optional(),
    /** When the session starts (a reminder, a booking, a new time). */
    startsAt: IsoDateTime.optional(),
    /** A client's cancellation or reschedule inside the coach's notice. */
    late: z.boolean().optional(),
    goalId: IdSchema.optional(),
    goalTitle: z.string().optional(),
  }),
  /** Where the notification leads in the app (a path). */
  link: z.string(),
  read: z.boolean(),
  timestamp: IsoDateTime,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only the unread ones'),
});

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int().min(0),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** At most one mail per conversation in this window (the digest rule): a burst of messages is one mail. */
export const NOTIFICATION_MAIL_DIGEST_MS = 15 * 60_000;
/** Someone whose page on a conversation checked in within this long is on it: no notification for its messages. */
export const CONVERSATION_PRESENCE_MS = 60_000;
export const NOTIFICATION_EXCERPT_LENGTH = 140;

/**
 * The notification switches of a user's settings. Email, SMS and push are held twice in the spec's User
 * (preferences.notifications and profile.communicationPreferences): a switch is on when both are, and a
 * change sets both. Weekly reports live only in communicationPreferences; session reminders and goal
 * updates only in preferences.notifications.
 */
export const NOTIFICATION_SETTINGS = ['email', 'sms', 'push', 'weeklyReports', 'sessionReminders', 'goalUpdates'] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];
export type NotificationSettings = Record<NotificationSetting, boolean>;

export function notificationSettingsOf(user: Pick<User, 'profile' | 'preferences'>): NotificationSettings {
  const { notifications } = user.preferences;
  const channels = user.profile.communicationPreferences;
  return {
    email: notifications.email && channels.emailNotifications,
    sms: notifications.sms && channels.smsNotifications,
    push: notifications.push && channels.pushNotifications,
    weeklyReports: channels.weeklyReports,
    sessionReminders: notifications.sessionReminders,
    goalUpdates: notifications.goalUpdates,
  };
}

/** PUT /auth/me's body for a change of some notification switches, the others left as they are. */
export function notificationSettingsBody(change: Partial<NotificationSettings>): UpdateMeBody {
  const { email, sms, push, weeklyReports, sessionReminders, goalUpdates } = change;
  const notifications = { email, sms, push, sessionReminders, goalUpdates };
  const channels = { emailNotifications: email, smsNotifications: sms, pushNotifications: push, weeklyReports };
  const defined = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
  const preferences = defined(notifications);
  const communicationPreferences = defined(channels);
  return {
    ...(Object.keys(preferences).length > 0 ? { preferences: { notifications: preferences } } : {}),
    ...(Object.keys(communicationPreferences).length > 0 ? { profile: { communicationPreferences } } : {}),
  };
}
