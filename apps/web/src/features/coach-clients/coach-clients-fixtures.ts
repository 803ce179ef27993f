import type { CoachClient, Session } from '@coaching/contract';
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
