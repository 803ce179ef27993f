import type { Notification, NotificationList } from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** What a notification list asks for: a page of `limit`, perhaps only the unread ones. */
export type NotificationListFilter = { page: number; limit: number; unread?: boolean };

/** The bell's menu: the latest few, read or not. */
export const BELL_FILTER: NotificationListFilter = { page: 1, limit: 8 };
export const NOTIFICATIONS_PAGE_SIZE = 20;

function listQueryString({ page, limit, unread }: NotificationListFilter): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (unread) params.set('unread', 'true');
  return params.toString();
}

/** The notification centre's calls (issue 16): the caller's own notifications, and marking them read. */
export const notificationsApi = {
  list: (filter: NotificationListFilter, signal?: AbortSignal) => apiRequest<NotificationList>(`/notifications?${listQueryString(filter)}`, { signal }),
  markRead: (id: string) => apiRequest<null>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
  markAllRead: () => apiRequest<null>('/notifications/read-all', { method: 'PUT' }),
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationListFilter) => [...notificationKeys.lists(), filter] as const,
};

// The bell and the page show their own texts for a failed load, so the global toast stays quiet.
export function useNotificationList(filter: NotificationListFilter, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => notificationsApi.list(filter, signal),
    meta: { silent: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Shows these notifications (or all) as read in every cached list at once, then has the lists read again:
 * the bell's count drops on the click, and the server's word follows.
 */
export function showNotificationsRead(queryClient: QueryClient, which: { ids?: string[]; all?: boolean }): void {
  const isRead = (notification: Notification) => notification.read || which.all === true || (which.ids?.includes(notification._id) ?? false);
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (list) => {
    if (!list) return list;
    const newlyRead = list.notifications.filter((notification) => !notification.read && isRead(notification)).length;
    return {
      ...list,
      notifications: list.notifications.map((notification) => (isRead(notification) ? { ...notification, read: true } : notification)),
      unread: which.all ? 0 : Math.max(0, list.unread - newlyRead),
    };
  });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markRead,
    onSuccess: (_data, id) => showNotificationsRead(queryClient, { ids: [id] }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: () => showNotificationsRead(queryClient, { all: true }),
  });
}
