import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewSkillRatingRow, skillRatings } from '../../db/schema/progress.js';
import { users } from '../../db/schema/users.js';

/** A rating with its rater's name as it reads now ('' once the rater's account is gone). */
export type SkillRatingWithRater = typeof skillRatings.$inferSelect & { raterFirstName: string; raterLastName: string };

/** How many ratings the history shows: enough for a year of monthly ratings by both. */
const HISTORY_LIMIT = 50;

/** A client's skill ratings; every statement is scoped by the client. */
export function createSkillRatingsRepository(db: Db) {
  const withRater = () =>
    db
      .select({
        id: skillRatings.id,
        clientId: skillRatings.clientId,
        ratedById: skillRatings.ratedById,
        raterRole: skillRatings.raterRole,
        scores: skillRatings.scores,
        createdAt: skillRatings.createdAt,
        raterFirstName: sql<string | null>`${users.profile}->>'firstName'`,
        raterLastName: sql<string | null>`${users.profile}->>'lastName'`,
      })
      .from(skillRatings)
      .leftJoin(users, eq(users.id, skillRatings.ratedById));

  const named = (row: Omit<SkillRatingWithRater, 'raterFirstName' | 'raterLastName'> & { raterFirstName: string | null; raterLastName: string | null }): SkillRatingWithRater => ({
    ...row,
    raterFirstName: row.raterFirstName ?? '',
    raterLastName: row.raterLastName ?? '',
  });

  return {
    /** Newest first. */
    async history(clientId: string): Promise<SkillRatingWithRater[]> {
      const rows = await withRater().where(eq(skillRatings.clientId, clientId)).orderBy(desc(skillRatings.createdAt), desc(skillRatings.id)).limit(HISTORY_LIMIT);
      return rows.map(named);
    },

    async insert(values: NewSkillRatingRow): Promise<SkillRatingWithRater> {
      const [inserted] = await db.insert(skillRatings).values(values).returning({ id: skillRatings.id });
      const [row] = await withRater().where(eq(skillRatings.id, inserted!.id));
      return named(row!);
    },
  };
}

export type SkillRatingsRepository = ReturnType<typeof createSkillRatingsRepository>;
