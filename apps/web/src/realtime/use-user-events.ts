import type { UserEvent } from '@coaching/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { aiCoachingKeys } from '../api/ai-coaching.js';
import { alertsChanged } from '../api/ai-oversight.js';
import { coachKeys } from '../api/coach.js';
import { invitationKeys } from '../api/invitations.js';
import { addMessage, conversationKeys } from '../api/conversations.js';
import { notificationKeys, showNotificationsRead } from '../api/notifications.js';
import { sessionEvents } from '../api/session.js';
import { storeSession } from '../api/sessions.js';
import { sessionStore } from '../api/session-store.js';
import { useAuth } from '../auth/auth-provider.js';
import { notify } from '../components/notify.js';
import { i18n } from '../i18n/i18n.js';
import { followUserEvents } from './follow-user-events.js';
import { showTyping } from './typing.js';

/** What the app does with each event of the signed-in user's stream. */
export function reactToUserEvent(event: UserEvent, queryClient: QueryClient): void {
  switch (event.type) {
    case 'session.ended':
      // This device's own logout or account deletion is already under way (other tabs follow it through
      // storage); any other end (deactivation, a password changed elsewhere) signs out here as an expiry does.
      if (event.data.reason !== 'logout' && event.data.reason !== 'account_deleted') sessionEvents.emitExpired();
      return;
    case 'safety.alert': {
      // The dashboard's overview and, under its key, every AI oversight screen.
      void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.coachInsights() });
      const { level, clientName } = event.data;
      // In the coach's language: the contract's REALTIME_MESSAGES, keyed in the messages catalogue.
      if (level === 'crisis') notify.error(i18n.t('messages:realtime.safetyAlertCrisis', { clientName }));
      else notify.warning(i18n.t('messages:realtime.safetyAlertConcern', { clientName }));
      return;
    }
    case 'safety.alert-changed':
      // Acknowledged or resolved, perhaps by another overseer: the alert lists and counts follow, quietly.
      alertsChanged(queryClient);
      return;
    case 'conversation.message': {
      const { conversationId, message } = event.data;
      addMessage(queryClient, message);
      // A message ends its writer's typing.
      showTyping(queryClient, conversationId, false);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      // The coach's screen: suggestions and analytics are built from the messages.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.suggestions(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.analytics(conversationId) });
      return;
    }
    case 'conversation.read':
      void queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(event.data.conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      return;
    case 'coaching-session.changed':
      // Booked, confirmed, moved, cancelled...: every session screen follows, slots included, and the coach's counts.
      storeSession(queryClient, event.data.session);
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      return;
    case 'notification.created':
      // The bell's count and list, and the notifications page, read again.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      // An invitation received or answered: the client's waiting invitations, the coach's list and clients.
      if (event.data.notification.type.startsWith('invitation.')) {
        void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
        void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      }
      return;
    case 'notification.read':
      showNotificationsRead(queryClient, event.data);
      return;
    case 'conversation.typing':
      // Other tabs of the same person are not "the other person typing".
      if (event.data.userId !== sessionStore.read()?.user._id) showTyping(queryClient, event.data.conversationId, event.data.typing);
      return;
  }
}

/** One connection to the signed-in user's event stream while a signed-in page is shown (the app shell). */
export function useUserEvents(): void {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated') return;
    return followUserEvents((event) => reactToUserEvent(event, queryClient));
  }, [status, queryClient]);
}
