import { defaultClientSpecific, defaultProfile, type UpdateMeBody, type User } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { ClientProfilePage } from './client-profile-page.js';

export function makeClient(overrides: { profile?: Partial<User['profile']>; clientSpecific?: Partial<NonNullable<User['clientSpecific']>> } = {}): User {
  return testUser({
    email: 'jordan@example.com',
    profile: { ...defaultProfile('Jordan', 'Taylor'), phone: '+1 555 0199', bio: 'Product manager, new to leading a team.', timezone: 'Europe/Paris', ...overrides.profile },
    clientSpecific: {
      ...defaultClientSpecific(),
      goals: ['Delegate more'],
      currentChallenges: ['Saying no'],
      preferredCoachingStyle: 'solution-focused',
      ...overrides.clientSpecific,
    },
  });
}

/** What the fake API holds and was asked. */
export type FakeProfileServer = { user: User; calls: FetchCall[] };

type Options = { user?: User; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as the test client, stubs PUT and GET /auth/me and renders /client/profile. */
export function renderClientProfile(options: Options = {}) {
  const server: FakeProfileServer = { user: options.user ?? makeClient(), calls: [] };
  stubApi((call) => {
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call);
  });
  storeSession(server.user);
  const view = renderRoutes([{ path: '/client/profile', element: <ClientProfilePage /> }], '/client/profile');
  return { ...view, server, user: userEvent.setup() };
}

function handle(server: FakeProfileServer, call: FetchCall): Response {
  const route = `${call.method} ${call.path}`;
  if (route === 'GET /auth/me') return apiOk('GET /auth/me', { user: server.user });
  if (route === 'PUT /auth/me') {
    server.user = applyUpdate(server.user, call.body as UpdateMeBody);
    return apiOk('PUT /auth/me', { user: server.user }, { message: 'Profile updated successfully' });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

function applyUpdate(user: User, body: UpdateMeBody): User {
  return {
    ...user,
    profile: { ...user.profile, ...body.profile, communicationPreferences: user.profile.communicationPreferences },
    clientSpecific: { ...(user.clientSpecific ?? defaultClientSpecific()), ...body.clientSpecific },
  };
}
