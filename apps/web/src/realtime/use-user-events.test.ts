import { REALTIME_MESSAGES, type UserEvent } from '@coaching/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { aiCoachingKeys } from '../api/ai-coaching.js';
import { sessionEvents } from '../api/session.js';
import { sessionStore } from '../api/session-store.js';
import { notify } from '../components/notify.js';
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

  it('signs out when the session was ended elsewhere, but leaves a logout of this device to itself', () => {
    sessionStore.write('access-1', testUser(), 900);
    const expired = vi.fn();
    const off = sessionEvents.on('expired', expired);
    reactToUserEvent({ type: 'session.ended', data: { reason: 'logout' } }, new QueryClient());
    expect(expired).not.toHaveBeenCalled();
    for (const reason of ['deactivated', 'password_changed', 'password_reset', 'revoked'] as const) {
      reactToUserEvent({ type: 'session.ended', data: { reason } }, new QueryClient());
    }
    expect(expired).toHaveBeenCalledTimes(4);
    off();
  });
});
