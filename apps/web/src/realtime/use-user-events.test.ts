import { REALTIME_MESSAGES, type UserEvent } from '@coaching/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { aiCoachingKeys } from '../api/ai-coaching.js';
import { BELL_FILTER, notificationKeys } from '../api/notifications.js';
import { sessionEvents } from '../api/session.js';
import { sessionStore } from '../api/session-store.js';
import { notify } from '../components/notify.js';
import { makeNotification } from '../features/notifications/notifications-fixtures.js';
import { testUser } from '../test/render.js';
import { reactToUserEvent } from './use-user-events.js';

const alert = (level: 'crisis' | 'concern'): UserEvent => ({
  type: 'safety.alert',
  data: {
    alertId: '0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b',
    clientId: '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b',
    clientName: 'Riley Chen',
    conversationId: null,
    level,
    kind: 'self_harm',
    at: '2030-01-02T03:04:05.000Z',
  },
});

describe('reactToUserEvent', () => {
  it("refreshes the coach's insights on a safety alert and says so, urgently for a crisis", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const urgent = vi.spyOn(notify, 'error').mockReturnValue();
    const warning = vi.spyOn(notify, 'warning').mockReturnValue();
    reactToUserEvent(alert('crisis'), queryClient);
    reactToUserEvent(alert('concern'), queryClient);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: aiCoachingKeys.coachInsights() });
    expect(urgent).toHaveBeenCalledWith(REALTIME_MESSAGES.safetyAlertCrisis('Riley Chen'));
    expect(warning).toHaveBeenCalledWith(REALTIME_MESSAGES.safetyAlertConcern('Riley Chen'));
  });

  it('signs out when the session was ended elsewhere, but leaves a logout or an account deletion of this device to itself', () => {
    sessionStore.write('access-1', testUser(), 900);
    const expired = vi.fn();
    const off = sessionEvents.on('expired', expired);
    reactToUserEvent({ type: 'session.ended', data: { reason: 'logout' } }, new QueryClient());
    // The deleting tab loads the landing page itself, saying the account is deleted, not that the session expired.
    reactToUserEvent({ type: 'session.ended', data: { reason: 'account_deleted' } }, new QueryClient());
    expect(expired).not.toHaveBeenCalled();
    for (const reason of ['deactivated', 'password_changed', 'password_reset', 'revoked'] as const) {
      reactToUserEvent({ type: 'session.ended', data: { reason } }, new QueryClient());
    }
    expect(expired).toHaveBeenCalledTimes(4);
    off();
  });

  it('shows notifications read elsewhere at once, and has the lists read again on a new one', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const [first, second] = [makeNotification(), makeNotification()];
    queryClient.setQueryData(notificationKeys.list(BELL_FILTER), { notifications: [first, second], unread: 2, pagination: { page: 1, limit: 8, total: 2 } });
    reactToUserEvent({ type: 'notification.read', data: { ids: [first._id] } }, queryClient);
    expect(queryClient.getQueryData(notificationKeys.list(BELL_FILTER))).toMatchObject({ unread: 1, notifications: [{ read: true }, { read: false }] });

    invalidate.mockClear();
    reactToUserEvent({ type: 'notification.created', data: { notification: makeNotification() } }, queryClient);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
  });
});
