import { type CreateSkillRatingBodySchema, type SkillRating, type SkillRatingOverview } from '@coaching/contract';
import type { z } from 'zod';
import type { Caller } from '../../access/index.js';
import { clientNotFound, readableClient, type ProgressReaderDeps } from './reflections.service.js';
import type { SkillRatingsRepository, SkillRatingWithRater } from './skill-ratings.repository.js';

type CreateBody = z.output<typeof CreateSkillRatingBodySchema>;

function toSkillRating(row: SkillRatingWithRater): SkillRating {
  return {
    _id: row.id,
    clientId: row.clientId,
    ratedBy: { _id: row.ratedById ?? row.clientId, role: row.raterRole, firstName: row.raterFirstName, lastName: row.raterLastName },
    scores: row.scores,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Skill ratings (issue 19, the Skills tab): the client rates themself from time to time and their coach
 * may rate them too. The coach always sees their own ratings; the client's own only while the client
 * shares their progress.
 */
export function createSkillRatingsService(deps: ProgressReaderDeps & { ratings: SkillRatingsRepository; clock: () => Date }) {
  const { ratings, policy, clock } = deps;

  return {
    async overview(caller: Caller, clientId?: string): Promise<SkillRatingOverview> {
      const client = await readableClient(deps, caller, 'skills.read', clientId);
      const showSelf = await policy.sharesProgressWith(caller, client);
      const history = (await ratings.history(client)).filter((row) => showSelf || row.raterRole === 'coach').map(toSkillRating);
      const by = (role: 'client' | 'coach') => {
        const [latest = null, previous = null] = history.filter((rating) => rating.ratedBy.role === role);
        return { latest, previous };
      };
      return { self: by('client'), coach: by('coach'), history };
    },

    async rate(caller: Caller, body: CreateBody): Promise<SkillRating> {
      const clientId = body.clientId ?? caller.userId;
      // Who may read the client decides 404 first; an admin, who reads, may not rate (403).
      await readableClient(deps, caller, 'skills.read', clientId);
      await policy.require(caller, 'skills.rate', clientId, clientNotFound);
      const row = await ratings.insert({
        clientId,
        ratedById: caller.userId,
        raterRole: caller.role === 'coach' ? 'coach' : 'client',
        scores: body.scores.map((score) => ({ skill: score.skill, rating: score.rating })),
        createdAt: clock(),
      });
      return toSkillRating(row);
    },
  };
}

export type SkillRatingsService = ReturnType<typeof createSkillRatingsService>;
