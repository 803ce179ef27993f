import {
  defaultCoachSettings,
  defaultCoachSpecific,
  defaultSessionPreferences,
  type AuthResult,
  type CoachAvailability,
  type NotificationChannels,
  type PushSubscriptionBody,
  type UpdateCoachAvailabilityBody,
  type UpdateMeBody,
  type User,
} from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { makeCoachUser } from '../../test/factories.js';
import { renderRoutes, storeSession } from '../../test/render.js';
import { CoachSettingsPage } from './coach-settings-page.js';

export const FEED_URL = 'http://coaching.test/api/calendar/feed/abc123.ics';

/** What the fake API holds and was asked. */
export type FakeSettingsServer = { user: User; availability: CoachAvailability; channels: NotificationChannels; calls: FetchCall[] };

export function renderCoachSettings(
  options: {
    /** The signed-in coach; the demo-like defaults unless told. */
    user?: User;
    /** What GET /notifications/channels answers: no Web Push and no SMS unless told. */
    channels?: NotificationChannels;
    override?: (call: FetchCall) => FakeReply | undefined;
  } = {},
) {
  const user = options.user ?? makeCoachUser({ coachSettings: defaultCoachSettings() });
  const availability: CoachAvailability = {
    timezone: 'UTC',
    weekly: defaultCoachSpecific().availability,
    overrides: [],
    blocks: [],
    sessionPreferences: defaultSessionPreferences(),
  };
  const server: FakeSettingsServer = { user, availability, channels: options.channels ?? { push: { webPush: false }, sms: { available: false } }, calls: [] };
  // Stubbed here rather than with renderWithFakeApi, which answers every /auth/me call (PUT included) itself.
  stubApi((call) => {
    if (call.method === 'GET' && call.path === '/auth/me') return apiOk('GET /auth/me', { user: server.user });
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call);
  });
  storeSession(user);
  const view = renderRoutes([{ path: '/coach/settings', element: <CoachSettingsPage /> }], '/coach/settings');
  return { ...view, server, user: userEvent.setup() };
}

function handle(server: FakeSettingsServer, call: FetchCall): FakeReply {
  const route = `${call.method} ${call.path}`;
  if (route === 'PUT /auth/me') {
    server.user = applyUpdate(server.user, call.body as UpdateMeBody);
    return apiOk('PUT /auth/me', { user: server.user }, { message: 'Profile updated successfully' });
  }
  if (route === 'GET /notifications/channels') return apiOk('GET /notifications/channels', server.channels);
  if (route === 'POST /notifications/push-subscriptions') {
    const { endpoint } = call.body as PushSubscriptionBody;
    return apiOk('POST /notifications/push-subscriptions', { subscription: { endpoint, createdAt: '2026-03-14T10:00:00.000Z' } });
  }
  if (route === 'GET /coach/availability') return apiOk('GET /coach/availability', server.availability);
  if (route === 'PUT /coach/availability') {
    const body = call.body as UpdateCoachAvailabilityBody;
    server.availability = { ...server.availability, sessionPreferences: { ...server.availability.sessionPreferences, ...body.sessionPreferences } };
    return apiOk('PUT /coach/availability', server.availability, { message: 'Settings updated' });
  }
  if (route === 'GET /calendar/feed') return apiOk('GET /calendar/feed', { url: FEED_URL });
  if (route === 'PUT /auth/change-password') {
    const result: AuthResult = { user: server.user, token: 'new-access-token', expiresIn: 900 };
    return apiOk('PUT /auth/change-password', result, { message: 'Password changed successfully!' });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

function applyUpdate(user: User, body: UpdateMeBody): User {
  const settings = user.coachSettings ?? defaultCoachSettings();
  return {
    ...user,
    profile: { ...user.profile, ...body.profile, communicationPreferences: { ...user.profile.communicationPreferences, ...body.profile?.communicationPreferences } },
    preferences: { ...user.preferences, ...body.preferences, notifications: { ...user.preferences.notifications, ...body.preferences?.notifications } },
    coachSettings: {
      privacy: { ...settings.privacy, ...body.coachSettings?.privacy },
      aiAssistance: { ...settings.aiAssistance, ...body.coachSettings?.aiAssistance },
      calendar: { ...settings.calendar, ...body.coachSettings?.calendar },
    },
  };
}
