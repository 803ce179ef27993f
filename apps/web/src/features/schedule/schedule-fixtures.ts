import { defaultCoachSpecific, defaultSessionPreferences, type CoachAvailability, type Session } from '@coaching/contract';
import { makeCoachSession, TEST_CLIENT_ID, TEST_COACH_ID } from '../../test/factories.js';

export const COACH_ID = TEST_COACH_ID;
export const CLIENT_ID = TEST_CLIENT_ID;
export const OTHER_CLIENT_ID = '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8c';

/** A session of the test coach with Jordan Taylor, one hour, confirmed, unless told otherwise. */
export const makeSession = (overrides: Partial<Session> = {}): Session => makeCoachSession({ notes: '', ...overrides });

/** The coach's availability as the API answers it: the spec's defaults (09:00-17:00, every day off), in New York. */
export function makeAvailability(overrides: Partial<CoachAvailability> = {}): CoachAvailability {
  return {
    timezone: 'America/New_York',
    weekly: defaultCoachSpecific().availability,
    overrides: [],
    blocks: [],
    sessionPreferences: defaultSessionPreferences(),
    ...overrides,
  };
}
