import type { SkillRating, SkillRatingOverview } from '@coaching/contract';

/** One skill as the Skills tab shows it: the client's latest and previous ratings, and their coach's latest; null where unrated. */
export type SkillRow = { skill: string; latest: number | null; previous: number | null; coach: number | null };

const scoreOf = (rating: SkillRating | null, skill: string) => rating?.scores.find((score) => score.skill.toLowerCase() === skill.toLowerCase())?.rating ?? null;

/** The skills of the client's latest rating first, then those only their coach rated; nothing is made up for a skill left unrated. */
export function skillRows({ self, coach }: SkillRatingOverview): SkillRow[] {
  const skills: string[] = [];
  for (const rating of [self.latest, coach.latest]) {
    for (const { skill } of rating?.scores ?? []) if (!skills.some((known) => known.toLowerCase() === skill.toLowerCase())) skills.push(skill);
  }
  return skills.map((skill) => ({ skill, latest: scoreOf(self.latest, skill), previous: scoreOf(self.previous, skill), coach: scoreOf(coach.latest, skill) }));
}

/** A comparison is drawn on the radar only where it rated every skill the radar shows, so no point stands for a missing rating. */
export function coversAll(rows: SkillRow[], key: keyof Omit<SkillRow, 'skill'>): boolean {
  return rows.length > 0 && rows.every((row) => row[key] !== null);
}
