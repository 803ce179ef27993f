import type { Notification } from '@coaching/contract';
import { apiOk, type FetchCall } from '../../test/fake-api.js';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const conversationId = crypto.randomUUID();
  return {
    _id: crypto.randomUUID(),
    type: 'conversation.message',
    data: { conversationId, conversationTitle: 'Leading my new team', personName: 'Sarah Mitchell', excerpt: 'See you Thursday' },
    link: `/client/conversations/${conversationId}`,
    read: false,
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** The notifications a fake server holds, newest first. */
export type FakeNotifications = { notifications: Notification[] };

/** A small in-memory /notifications API: the list (paged, perhaps unread only) and marking read. Undefined for other paths. */
export function notificationsReply(server: FakeNotifications, call: FetchCall): Response | undefined {
  const [pathname = '', search = ''] = call.path.split('?');
  if (!pathname.startsWith('/notifications')) return undefined;
  if (pathname === '/notifications/read-all') {
    server.notifications.forEach((notification) => (notification.read = true));
    return apiOk('PUT /notifications/read-all', null);
  }
  const [, , id, action] = pathname.split('/');
  if (id && action === 'read') {
    const found = server.notifications.find((notification) => notification._id === id);
    if (found) found.read = true;
    return apiOk('PUT /notifications/:id/read', null);
  }
  const query = new URLSearchParams(search);
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  const listed = server.notifications.filter((notification) => query.get('unread') !== 'true' || !notification.read);
  return apiOk('GET /notifications', {
    notifications: listed.slice((page - 1) * limit, page * limit),
    unread: server.notifications.filter((notification) => !notification.read).length,
    pagination: { page, limit, total: listed.length },
  });
}
