import { NOTIFICATION_CHANNEL_PATHS, type NotificationChannels, type PushSubscriptionBody } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** Which channels the platform offers beyond the app and mail, and this browser's Web Push subscription (issue 19). */
export const notificationChannelsApi = {
  channels: (signal?: AbortSignal) => apiRequest<NotificationChannels>(NOTIFICATION_CHANNEL_PATHS.channels, { signal }),
  subscribe: (subscription: PushSubscriptionBody) =>
    apiRequest<{ subscription: { endpoint: string; createdAt: string } }>(NOTIFICATION_CHANNEL_PATHS.pushSubscriptions, { method: 'POST', body: subscription }),
  unsubscribe: (endpoint: string) => apiRequest<null>(NOTIFICATION_CHANNEL_PATHS.pushSubscriptions, { method: 'DELETE', body: { endpoint } }),
};

export const notificationChannelKeys = { channels: ['notification-channels'] as const };

// The platform's configuration: it changes only with a restart of the server. A failed load is said by the switches.
export function useNotificationChannels() {
  return useQuery({
    queryKey: notificationChannelKeys.channels,
    queryFn: ({ signal }) => notificationChannelsApi.channels(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
