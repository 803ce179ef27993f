import type { CoachClient, Invitation, Session } from '@coaching/contract';
import { makeCoachClient, makeCoachSession, TEST_COACH_ID } from '../../test/factories.js';

export const COACH_ID = TEST_COACH_ID;

/** A well-formed id whose last digits are n, so that fixtures sort and read predictably. */
export const fixtureId = (n: number) => `5b0c8d4e-2f7a-4b8e-9a51-${String(n).padStart(12, '0')}`;

/** A client of the test coach with the given stats and goals. */
export function makeClient(n: number, firstName: string, overrides: Partial<Omit<CoachClient, 'stats'>> & { stats?: Partial<CoachClient['stats']> } = {}): CoachClient {
  const base = makeCoachClient(fixtureId(n), firstName, 'Doe');
  const { stats, ...rest } = overrides;
  return { ...base, ...rest, stats: { ...base.stats, ...stats } };
}

/** A one-hour session of the test coach with a client. */
export function makeSession(client: CoachClient, overrides: Partial<Session> = {}): Session {
  return makeCoachSession({
    clientId: client._id,
    client: { _id: client._id, firstName: client.profile.firstName, lastName: client.profile.lastName, timezone: 'UTC' },
    coach: { _id: COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', timezone: 'UTC' },
    notes: '',
    ...overrides,
  });
}

/** An invitation of the test coach to `name`, pending for two more weeks unless told otherwise. */
export function makeInvitation(n: number, name: string, overrides: Partial<Invitation> = {}): Invitation {
  const sent = new Date('2030-03-01T10:00:00.000Z');
  return {
    _id: fixtureId(n),
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    name,
    phone: '',
    goals: [],
    notes: '',
    status: 'pending',
    existingUser: false,
    expiresAt: new Date(sent.getTime() + 14 * 86_400_000).toISOString(),
    sentCount: 1,
    lastSentAt: sent.toISOString(),
    createdAt: sent.toISOString(),
    respondedAt: null,
    ...overrides,
  };
}
