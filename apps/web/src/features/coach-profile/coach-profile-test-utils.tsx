import {
  defaultCoachSpecific,
  defaultProfile,
  defaultSessionPreferences,
  type CoachAvailability,
  type CoachMetrics,
  type UpdateMeBody,
  type User,
} from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { fixtureId, makeCoachMetrics, makeCoachUser } from '../../test/factories.js';
import { renderRoutes, storeSession } from '../../test/render.js';
import { CoachProfilePage } from './coach-profile-page.js';

export const COACH_ID = fixtureId(0, 1);

export function makeCoach(overrides: { profile?: Partial<User['profile']>; coachSpecific?: Partial<NonNullable<User['coachSpecific']>> } = {}): User {
  const availability = { ...defaultCoachSpecific().availability, monday: { available: true, startTime: '09:00', endTime: '17:00' } };
  return makeCoachUser({
    _id: COACH_ID,
    profile: { ...defaultProfile('Sarah', 'Mitchell'), phone: '+1 555 0100', bio: 'Helping leaders grow.', timezone: 'Europe/London', languages: ['English'], ...overrides.profile },
    coachSpecific: {
      ...defaultCoachSpecific(),
      certifications: ['ICF PCC'],
      specializations: ['Leadership'],
      experience: 7,
      hourlyRate: 120,
      availability,
      ...overrides.coachSpecific,
    },
  });
}

/** A coach with some history and no rating yet, unless told otherwise. */
export function makeMetrics(overrides: Partial<CoachMetrics> = {}): CoachMetrics {
  return makeCoachMetrics({ totalClients: 3, activeConversations: 2, totalSessions: 20, completedSessions: 18, upcomingSessions: 2, ...overrides });
}

/** What the fake API holds and was asked. */
export type FakeProfileServer = { user: User; metrics: CoachMetrics; calls: FetchCall[] };

type Options = { user?: User; metrics?: Partial<CoachMetrics>; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as the test coach, stubs the profile's API and renders /coach/profile. */
export function renderCoachProfile(options: Options = {}) {
  const server: FakeProfileServer = { user: options.user ?? makeCoach(), metrics: makeMetrics(options.metrics), calls: [] };
  stubApi((call) => {
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call);
  });
  storeSession(server.user);
  const view = renderRoutes([{ path: '/coach/profile', element: <CoachProfilePage /> }], '/coach/profile');
  return { ...view, server, user: userEvent.setup() };
}

function handle(server: FakeProfileServer, call: FetchCall): Response {
  const route = `${call.method} ${call.path}`;
  if (route === 'GET /auth/me') return apiOk('GET /auth/me', { user: server.user });
  if (route === 'PUT /auth/me') {
    server.user = applyUpdate(server.user, call.body as UpdateMeBody);
    return apiOk('PUT /auth/me', { user: server.user }, { message: 'Profile updated successfully' });
  }
  if (route === 'GET /analytics/coach') return apiOk('GET /analytics/coach', server.metrics);
  if (route === 'GET /coach/availability') return apiOk('GET /coach/availability', availabilityOf(server.user));
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

function applyUpdate(user: User, body: UpdateMeBody): User {
  const coachSpecific = user.coachSpecific ?? defaultCoachSpecific();
  const { availability: _ignored, ...coachUpdate } = body.coachSpecific ?? {};
  return {
    ...user,
    profile: { ...user.profile, ...body.profile, communicationPreferences: user.profile.communicationPreferences },
    coachSpecific: { ...coachSpecific, ...coachUpdate },
  };
}

function availabilityOf(user: User): CoachAvailability {
  return {
    timezone: user.profile.timezone,
    weekly: user.coachSpecific?.availability ?? defaultCoachSpecific().availability,
    overrides: [],
    blocks: [],
    sessionPreferences: defaultSessionPreferences(),
  };
}
