import type { Reflection, SkillRating, SkillRatingOverview } from '@coaching/contract';
import { NOW } from '../../test/client-metrics.js';
import { fixtureId, TEST_CLIENT_ID, TEST_COACH_ID } from '../../test/factories.js';

export function makeReflection(n: number, overrides: Partial<Reflection> = {}): Reflection {
  const date = new Date(NOW.getTime() - n * 86_400_000).toISOString();
  return { _id: fixtureId(n, 40), clientId: TEST_CLIENT_ID, reflection: `Reflection ${n}`, mood: 6, confidence: 5, date, updatedAt: date, ...overrides };
}

export function makeSkillRating(n: number, by: 'client' | 'coach', scores: Record<string, number>): SkillRating {
  const ratedBy = by === 'client' ? { _id: TEST_CLIENT_ID, role: by, firstName: 'Jordan', lastName: 'Taylor' } : { _id: TEST_COACH_ID, role: by, firstName: 'Sarah', lastName: 'Mitchell' };
  return {
    _id: fixtureId(n, 41),
    clientId: TEST_CLIENT_ID,
    ratedBy,
    scores: Object.entries(scores).map(([skill, rating]) => ({ skill, rating })),
    createdAt: new Date(NOW.getTime() - n * 7 * 86_400_000).toISOString(),
  };
}

export const noSkillRatings = (): SkillRatingOverview => ({ self: { latest: null, previous: null }, coach: { latest: null, previous: null }, history: [] });
