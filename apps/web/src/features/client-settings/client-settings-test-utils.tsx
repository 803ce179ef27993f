import { defaultPrivacy, type AuthResult, type TranscriptRead, type UpdateMeBody, type User } from '@coaching/contract';
import { useTheme } from '@mui/material';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { fixtureId, TEST_COACH_ID } from '../../test/factories.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { ClientSettingsPage } from './client-settings-page.js';

/** What the fake API holds and was asked. */
export type FakeClientSettingsServer = { user: User; reads: TranscriptRead[]; calls: FetchCall[] };

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

export function renderClientSettings(
  options: {
    reads?: TranscriptRead[];
    /** The signed-in user as this browser stored them. */
    user?: Partial<User>;
    /** What the server holds of them, when it changed since (saved from another browser). */
    account?: Partial<User>;
    override?: (call: FetchCall) => FakeReply | undefined;
  } = {},
) {
  const user = testUser({ coachId: TEST_COACH_ID, privacy: defaultPrivacy(), ...options.user });
  const server: FakeClientSettingsServer = { user: { ...user, ...options.account }, reads: options.reads ?? [], calls: [] };
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
  if (route === 'GET /ai-coaching/transcript-reads') return apiOk('GET /ai-coaching/transcript-reads', { reads: server.reads });
  if (route === 'PUT /auth/change-password') {
    const result: AuthResult = { user: server.user, token: 'new-access-token', expiresIn: 900 };
    return apiOk('PUT /auth/change-password', result, { message: 'Password changed successfully!' });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
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
