import {
  defaultPrivacy,
  type AccountExport,
  type AuthResult,
  type AuthSession,
  type NotificationChannels,
  type PushSubscriptionBody,
  type TranscriptRead,
  type UpdateMeBody,
  type User,
} from '@coaching/contract';
import { useTheme } from '@mui/material';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { fixtureId, TEST_COACH_ID } from '../../test/factories.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { ClientSettingsPage } from './client-settings-page.js';

/** What the fake API holds and was asked. */
export type FakeClientSettingsServer = {
  user: User;
  reads: TranscriptRead[];
  devices: AuthSession[];
  channels: NotificationChannels;
  /** The browsers subscribed to Web Push for the client. */
  pushSubscriptions: PushSubscriptionBody[];
  calls: FetchCall[];
  deleted: boolean;
};

/** The platform as configured by default: no Web Push, no text messages. */
export const NO_CHANNELS: NotificationChannels = { push: { webPush: false }, sms: { available: false } };

/** The password the fake account accepts when deleting it. */
export const TEST_PASSWORD = 'Client123!';

export const CONVERSATION_ID = fixtureId(1, 18);

/** One full read of the client's conversation 'Career crossroads' by their coach, Sarah Mitchell. */
export function makeCoachRead(overrides: Partial<TranscriptRead> = {}): TranscriptRead {
  return {
    _id: fixtureId(2, 18),
    reader: { _id: TEST_COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', role: 'coach' },
    conversationId: CONVERSATION_ID,
    conversationTitle: 'Career crossroads',
    kind: 'transcript',
    readAt: '2026-03-12T14:30:00.000Z',
    ...overrides,
  };
}

/** The palette the page is painted in, for the appearance tests. */
function PaletteMode() {
  return <output aria-label="palette">{useTheme().palette.mode}</output>;
}

export const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A signed-in device of the client's: this one (Firefox on Linux) unless told otherwise. */
export function makeDevice(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    _id: fixtureId(3, 19),
    userAgent: FIREFOX_ON_LINUX,
    ipAddress: '203.0.113.7',
    createdAt: '2026-03-10T09:00:00.000Z',
    lastUsedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    current: true,
    ...overrides,
  };
}

export function renderClientSettings(
  options: {
    reads?: TranscriptRead[];
    devices?: AuthSession[];
    /** The signed-in user as this browser stored them. */
    user?: Partial<User>;
    /** What the server holds of them, when it changed since (saved from another browser). */
    account?: Partial<User>;
    /** What GET /notifications/channels answers: no Web Push and no SMS unless told. */
    channels?: NotificationChannels;
    override?: (call: FetchCall) => FakeReply | undefined;
  } = {},
) {
  const user = testUser({ coachId: TEST_COACH_ID, privacy: defaultPrivacy(), ...options.user });
  const server: FakeClientSettingsServer = {
    user: { ...user, ...options.account },
    reads: options.reads ?? [],
    devices: options.devices ?? [makeDevice()],
    channels: options.channels ?? NO_CHANNELS,
    pushSubscriptions: [],
    calls: [],
    deleted: false,
  };
  // Stubbed here rather than with renderWithFakeApi, which answers every /auth/me call (PUT included) itself.
  stubApi((call) => {
    if (call.method === 'GET' && call.path === '/auth/me') return apiOk('GET /auth/me', { user: server.user });
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call);
  });
  storeSession(user);
  const page = (
    <>
      <ClientSettingsPage />
      <PaletteMode />
    </>
  );
  const view = renderRoutes([{ path: '/client/settings', element: page }], '/client/settings');
  return { ...view, server, user: userEvent.setup() };
}

function handle(server: FakeClientSettingsServer, call: FetchCall): FakeReply {
  const route = `${call.method} ${call.path}`;
  if (route === 'PUT /auth/me') {
    server.user = updated(server.user, call.body as UpdateMeBody);
    return apiOk('PUT /auth/me', { user: server.user }, { message: 'Profile updated successfully' });
  }
  if (route === 'GET /notifications/channels') return apiOk('GET /notifications/channels', server.channels);
  if (route === 'POST /notifications/push-subscriptions') {
    const body = call.body as PushSubscriptionBody;
    server.pushSubscriptions = [...server.pushSubscriptions.filter((known) => known.endpoint !== body.endpoint), body];
    return apiOk('POST /notifications/push-subscriptions', { subscription: { endpoint: body.endpoint, createdAt: '2026-03-14T10:00:00.000Z' } });
  }
  if (route === 'DELETE /notifications/push-subscriptions') {
    const { endpoint } = call.body as { endpoint: string };
    if (!server.pushSubscriptions.some((known) => known.endpoint === endpoint)) return apiFail(404, 'This browser is not subscribed to push notifications', 'NOT_FOUND');
    server.pushSubscriptions = server.pushSubscriptions.filter((known) => known.endpoint !== endpoint);
    return apiOk('DELETE /notifications/push-subscriptions', null);
  }
  if (route === 'GET /ai-coaching/transcript-reads') return apiOk('GET /ai-coaching/transcript-reads', { reads: server.reads });
  if (route === 'GET /auth/sessions') return apiOk('GET /auth/sessions', { sessions: server.devices });
  if (route === 'POST /auth/sessions/revoke-others') {
    const ended = server.devices.filter((device) => !device.current).length;
    server.devices = server.devices.filter((device) => device.current);
    return apiOk('POST /auth/sessions/revoke-others', { ended });
  }
  if (call.method === 'DELETE' && call.path.startsWith('/auth/sessions/')) {
    const id = call.path.slice('/auth/sessions/'.length);
    if (!server.devices.some((device) => device._id === id)) return apiFail(404, 'This device is not signed in to your account', 'NOT_FOUND');
    server.devices = server.devices.filter((device) => device._id !== id);
    return apiOk('DELETE /auth/sessions/:id', null);
  }
  if (route === 'POST /auth/logout') return apiOk('POST /auth/logout', null);
  if (route === 'GET /auth/me/export') {
    const file = JSON.stringify(exportOf(server.user));
    return new Response(file, { headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="coaching-data-2026-03-14.json"' } });
  }
  if (route === 'DELETE /auth/me') {
    if ((call.body as { password?: string }).password !== TEST_PASSWORD) {
      return apiFail(400, 'Invalid current password', 'INVALID_CURRENT_PASSWORD', [{ msg: 'Current password is incorrect', path: 'password' }]);
    }
    server.deleted = true;
    return apiOk('DELETE /auth/me', null, { message: 'Account deleted successfully' });
  }
  if (route === 'PUT /auth/change-password') {
    const result: AuthResult = { user: server.user, token: 'new-access-token', expiresIn: 900 };
    return apiOk('PUT /auth/change-password', result, { message: 'Password changed successfully!' });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

/** The export of an account with nothing in it yet but its profile and settings. */
function exportOf(user: User): AccountExport {
  return {
    format: 'coaching-platform-export',
    version: 1,
    exportedAt: '2026-03-14T10:00:00.000Z',
    account: { _id: user._id, username: user.username, email: user.email, role: 'client', createdAt: user.createdAt, lastLoginAt: null },
    profile: user.profile,
    preferences: user.preferences,
    privacy: user.privacy ?? defaultPrivacy(),
    clientSpecific: { goals: [], currentChallenges: [], preferredCoachingStyle: '' },
    goals: [],
    reflections: [],
    skillRatings: [],
    aiConversations: [],
    conversations: [],
    sessions: [],
    notifications: [],
    accessLog: [],
    signIns: [],
  };
}

/** The user after PUT /auth/me, merged as the server merges it. */
function updated(user: User, body: UpdateMeBody): User {
  const { profile, preferences, privacy } = body;
  return {
    ...user,
    profile: {
      ...user.profile,
      ...profile,
      communicationPreferences: { ...user.profile.communicationPreferences, ...profile?.communicationPreferences },
    },
    preferences: {
      ...user.preferences,
      ...preferences,
      notifications: { ...user.preferences.notifications, ...preferences?.notifications },
    },
    privacy: { ...(user.privacy ?? defaultPrivacy()), ...privacy },
  };
}
