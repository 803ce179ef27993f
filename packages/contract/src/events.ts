import { z } from 'zod';
import { RiskCategorySchema, RiskLevelSchema } from './ai-coaching.js';
import { ConversationMessageSchema } from './conversations.js';
import { NotificationSchema } from './notifications.js';
import { SessionSchema } from './sessions.js';
import { IdSchema } from './envelope.js';

/**
 * The events of the per-user stream, GET /api/events (Server-Sent Events). Each event's `data:` line
 * holds one of these as JSON; its `id:` line is what the browser sends back as Last-Event-ID to
 * resume. A reader ignores an event whose type it does not know: later domains add types.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const SafetyAlertEventSchema = z.object({
  type: z.literal('safety.alert'),
  data: z.object({
    alertId: IdSchema,
    clientId: IdSchema,
    clientName: z.string(),
    conversationId: IdSchema.nullable(),
    level: RiskLevelSchema.describe('crisis (urgent) or concern (the AI asked the client whether they are safe)'),
    kind: RiskCategorySchema,
    at: IsoDateTime,
  }),
});
export type SafetyAlertEvent = z.infer<typeof SafetyAlertEventSchema>;

/** A safety alert was acknowledged or resolved (issue 18): every open oversight screen of its overseers follows. */
export const SafetyAlertChangedEventSchema = z.object({
  type: z.literal('safety.alert-changed'),
  data: z.object({ alertId: IdSchema, clientId: IdSchema, status: z.enum(['acknowledged', 'resolved']), at: IsoDateTime }),
});
export type SafetyAlertChangedEvent = z.infer<typeof SafetyAlertChangedEventSchema>;

export const SESSION_END_REASONS = ['logout', 'revoked', 'password_changed', 'password_reset', 'deactivated', 'account_deleted'] as const;
export const SessionEndReasonSchema = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof SessionEndReasonSchema>;

/** The session this stream was opened with has ended elsewhere: the browser signs out. The stream ends after it. */
export const SessionEndedEventSchema = z.object({
  type: z.literal('session.ended'),
  data: z.object({ reason: SessionEndReasonSchema }),
});
export type SessionEndedEvent = z.infer<typeof SessionEndedEventSchema>;

/** A message in one of the user's conversations with their coach or client (their own included, for their other tabs). */
export const ConversationMessageEventSchema = z.object({
  type: z.literal('conversation.message'),
  data: z.object({ conversationId: IdSchema, message: ConversationMessageSchema }),
});
export type ConversationMessageEvent = z.infer<typeof ConversationMessageEventSchema>;

/** Someone read a conversation up to a point: the unread counts of that person's pages follow. */
export const ConversationReadEventSchema = z.object({
  type: z.literal('conversation.read'),
  data: z.object({ conversationId: IdSchema, userId: IdSchema, readUpTo: IsoDateTime }),
});
export type ConversationReadEvent = z.infer<typeof ConversationReadEventSchema>;

/** The other person is typing (or stopped). Live only: never stored, never resumed. */
export const ConversationTypingEventSchema = z.object({
  type: z.literal('conversation.typing'),
  data: z.object({ conversationId: IdSchema, userId: IdSchema, typing: z.boolean() }),
});
export type ConversationTypingEvent = z.infer<typeof ConversationTypingEventSchema>;

/** A new notification for the user: the bell's count and list follow. */
export const NotificationCreatedEventSchema = z.object({ type: z.literal('notification.created'), data: z.object({ notification: NotificationSchema }) });
/** Notifications were marked read (these ids, or all of them), perhaps on another of the user's pages. */
export const NotificationsReadEventSchema = z.object({
  type: z.literal('notification.read'),
  data: z.object({ ids: z.array(IdSchema).optional(), all: z.boolean().optional() }),
});

/** A coaching session was booked, changed, confirmed, started, completed or cancelled: both people's screens follow (as each may see it). */
export const CoachingSessionChangedEventSchema = z.object({
  type: z.literal('coaching-session.changed'),
  data: z.object({ session: SessionSchema }),
});

export const UserEventSchema = z.discriminatedUnion('type', [
  CoachingSessionChangedEventSchema,
  NotificationCreatedEventSchema,
  NotificationsReadEventSchema,
  SafetyAlertEventSchema,
  SafetyAlertChangedEventSchema,
  SessionEndedEventSchema,
  ConversationMessageEventSchema,
  ConversationReadEventSchema,
  ConversationTypingEventSchema,
]);
export type UserEvent = z.infer<typeof UserEventSchema>;
export type UserEventType = UserEvent['type'];

/** The header a reconnecting reader sends with the id of the last event it received. */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';
