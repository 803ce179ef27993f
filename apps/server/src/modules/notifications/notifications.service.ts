import {
  CONVERSATION_PRESENCE_MS,
  NOTIFICATION_EXCERPT_LENGTH,
  NOTIFICATION_MAIL_DIGEST_MS,
  NOTIFICATION_MESSAGES,
  PATHS,
  pathTo,
  type Notification,
  type NotificationList,
  type NotificationType,
} from '@coaching/contract';
import type { Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserEvents } from '../../realtime/index.js';
import type { Contact, UsersService } from '../users/users.service.js';
import type { NotificationDeliveries } from './notification-deliveries.js';
import { newMessageMail } from './notifications.mails.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

export function toNotification(row: NotificationRow): Notification {
  return { _id: row.id, type: row.type, data: row.data, link: row.link, read: row.readAt !== null, timestamp: row.createdAt.toISOString() };
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > NOTIFICATION_EXCERPT_LENGTH ? `${flat.slice(0, NOTIFICATION_EXCERPT_LENGTH - 1)}…` : flat;
};

/** The switch of a person's settings that a kind of notification follows; the kinds not named always arrive. */
const SWITCH_OF: Partial<Record<NotificationType, keyof Pick<Contact, 'wantsSessionReminders' | 'wantsGoalUpdates'>>> = {
  'session.reminder': 'wantsSessionReminders',
  'goal.updated': 'wantsGoalUpdates',
  'goal.completed': 'wantsGoalUpdates',
};

/**
 * The notification centre: each notification is stored, delivered live on the person's event stream,
 * and mailed through the outbox when their preferences say so, at most once per conversation in
 * NOTIFICATION_MAIL_DIGEST_MS; pushed to their subscribed browsers and texted (the kinds of
 * SMS_NOTIFICATION_TYPES) after it is stored, by their switches. Everyone sees only their own (every
 * query is scoped by the caller).
 */
export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  usersService: Pick<UsersService, 'findContact'>;
  userEvents: Pick<UserEvents, 'publish'>;
  mailer: Pick<Mailer, 'send'>;
  deliveries: Pick<NotificationDeliveries, 'plan'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { notifications, usersService, userEvents, mailer, deliveries, clock } = deps;

  return {
    async list(caller: Caller, query: { page: number; limit: number; unread: boolean }): Promise<NotificationList> {
      const { rows, total, unread } = await notifications.page(caller.userId, query);
      return { notifications: rows.map(toNotification), unread, pagination: { page: query.page, limit: query.limit, total } };
    },

    /** Marks one of the caller's notifications read; someone else's is not found. */
    async markRead(caller: Caller, notificationId: string): Promise<void> {
      if (!(await notifications.belongsTo(caller.userId, notificationId))) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
      const ids = await notifications.markRead(caller.userId, [notificationId], clock());
      if (ids.length > 0) userEvents.publish(caller.userId, { type: 'notification.read', data: { ids } });
    },

    async markAllRead(caller: Caller): Promise<void> {
      const ids = await notifications.markRead(caller.userId, 'all', clock());
      if (ids.length > 0) userEvents.publish(caller.userId, { type: 'notification.read', data: { all: true } });
    },

    /** Reading a conversation reads its notifications too, on every page of the reader. */
    async conversationRead(userId: string, conversationId: string): Promise<void> {
      const ids = await notifications.markConversationRead(userId, conversationId, clock());
      if (ids.length > 0) userEvents.publish(userId, { type: 'notification.read', data: { ids } });
    },

    /**
     * A safety alert about a client: their coach and every admin get a notification leading to the
     * client's AI conversations (the coach's) or the admin's conversations page. The safety service
     * mails the coach itself; nothing is mailed here. Only the coach is texted: the admins watch over
     * every client, and a text for each would be noise.
     */
    async safetyAlert(input: { coachId: string | null; adminIds: string[]; clientId: string; clientName: string; level: 'crisis' | 'concern'; at: Date }): Promise<void> {
      const recipients = [
        ...(input.coachId ? [{ userId: input.coachId, link: pathTo(PATHS.coach.clientAiConversations, { clientId: input.clientId }), sms: true }] : []),
        ...input.adminIds.map((userId) => ({ userId, link: PATHS.admin.conversations, sms: false })),
      ];
      for (const { userId, link, sms } of recipients) {
        const row = await notifications.insert({
          userId,
          type: 'safety.alert',
          data: { personName: input.clientName, level: input.level },
          link,
          conversationId: null,
          mailedAt: null,
          createdAt: input.at,
        });
        userEvents.publish(userId, { type: 'notification.created', data: { notification: toNotification(row) } });
        await deliveries.plan(row, await usersService.findContact(userId), { sms });
      }
    },

    /**
     * A notification from another domain (a session booked, changed, due soon, a goal changed): stored and
     * delivered live, unless the person turned that kind off (session reminders, goal updates): then nothing
     * is stored and undefined comes back, and the caller sends no mail about it either.
     */
    async notify(input: { userId: string; type: Notification['type']; data: Notification['data']; link: string; at: Date }): Promise<Notification | undefined> {
      const wanted = SWITCH_OF[input.type];
      const contact = await usersService.findContact(input.userId);
      if (wanted && !contact?.[wanted]) return undefined;
      const row = await notifications.insert({
        userId: input.userId,
        type: input.type,
        data: input.data,
        link: input.link,
        conversationId: null,
        mailedAt: null,
        createdAt: input.at,
      });
      const notification = toNotification(row);
      userEvents.publish(input.userId, { type: 'notification.created', data: { notification } });
      await deliveries.plan(row, contact);
      return notification;
    },

    /**
     * A message arrived for `recipientId`: unless their page is on that conversation, they get a
     * notification, and a mail when they want mail and none went out about this conversation in the
     * last 15 minutes.
     */
    async messageArrived(input: {
      recipientId: string;
      recipientRole: 'client' | 'coach';
      senderName: string;
      conversationId: string;
      conversationTitle: string;
      content: string;
    }): Promise<void> {
      const now = clock();
      if (await notifications.isOnConversation(input.recipientId, input.conversationId, new Date(now.getTime() - CONVERSATION_PRESENCE_MS))) return;
      const path = input.recipientRole === 'coach' ? PATHS.coach.conversation : PATHS.client.conversation;
      const link = pathTo(path, { conversationId: input.conversationId });
      const excerpt = excerptOf(input.content);
      const row = await notifications.insert({
        userId: input.recipientId,
        type: 'conversation.message',
        data: { conversationId: input.conversationId, conversationTitle: input.conversationTitle, personName: input.senderName, excerpt },
        link,
        conversationId: input.conversationId,
        mailedAt: null,
        createdAt: now,
      });
      userEvents.publish(input.recipientId, { type: 'notification.created', data: { notification: toNotification(row) } });

      const contact = await usersService.findContact(input.recipientId);
      await deliveries.plan(row, contact);
      if (!contact?.wantsEmail) return;
      if (await notifications.mailedSince(input.recipientId, input.conversationId, new Date(now.getTime() - NOTIFICATION_MAIL_DIGEST_MS))) return;
      const mail = newMessageMail({
        recipientFirstName: contact.firstName,
        senderName: input.senderName,
        conversationTitle: input.conversationTitle,
        excerpt,
        link: `${deps.publicUrl}${link}`,
      });
      await mailer.send({ to: contact.email, ...mail, kind: 'conversation_message' });
      await notifications.setMailed(row.id, now);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
