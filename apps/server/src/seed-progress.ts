import type { SkillScore } from '@coaching/contract';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Db } from './db/client.js';
import { createReflectionsRepository } from './modules/reflections/reflections.repository.js';
import { createSkillRatingsRepository } from './modules/reflections/skill-ratings.repository.js';

/**
 * The demo client's last three weeks of reflections (days ago, mood, confidence, text), written in the
 * evening: a few missed days, a mood that dips in the reorganisation week and recovers, and four days in
 * a row up to yesterday, so the progress page's trend, chart and streak have something true to show.
 */
const REFLECTIONS: readonly (readonly [number, number, number, string])[] = [
  [20, 5, 4, 'Stayed late again redoing the weekly report myself. I know I should hand it over, I just do not trust the timing yet.'],
  [18, 6, 5, 'Talked to Priya about the report for ten minutes. She asked good questions, more than I expected.'],
  [15, 4, 4, 'The reorganisation news landed badly in the team meeting. I stayed quiet when I should have spoken.'],
  [13, 5, 5, 'Wrote down the three things I want to say before Thursday. Saying them out loud still feels hard.'],
  [11, 6, 6, 'Spoke up first in the leadership meeting, briefly. Nobody pushed back, which surprised me.'],
  [8, 7, 6, 'Session with Sarah: the plan is to hand the report to Priya and only review the summary.'],
  [6, 6, 7, 'Priya sent her first draft of the report. Two corrections, not twenty. I did not redo it.'],
  [4, 7, 7, 'Gave Sam the feedback about missed handovers. Awkward for a minute, then useful.'],
  [3, 8, 7, 'Blocked my Friday mornings for planning. It is the first week I have kept the block.'],
  [2, 7, 8, 'The team asked fewer questions about the reorganisation today. The FAQ helped.'],
  [1, 8, 8, 'Reviewed only the summary of the report, as planned. Got an hour back.'],
];

/** The client's two self-ratings, three weeks apart, and the coach's after the last session (days ago, scores). */
const SELF_BEFORE: SkillScore[] = scores([5, 4, 4, 4, 6, 5]);
const SELF_LATEST: SkillScore[] = scores([6, 6, 5, 6, 7, 6]);
const COACH_LATEST: SkillScore[] = scores([7, 6, 5, 5, 7, 7]);

function scores(ratings: number[]): SkillScore[] {
  const skills = ['Communication', 'Leadership', 'Time Management', 'Confidence', 'Goal Setting', 'Decision Making'];
  return skills.map((skill, index) => ({ skill, rating: ratings[index]! }));
}

/** 19:30 in `timeZone`, `days` days before `now`'s day there. */
function eveningOf(now: Date, days: number, timeZone: string): Date {
  const day = addDays(new TZDate(now, timeZone), -days);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 19, 30, 0, timeZone).getTime());
}

/** The demo client's reflections and skill ratings (their own and their coach's), in the client's time zone. */
export async function seedDemoProgress(db: Db, people: { coachId: string; clientId: string; clientTimeZone: string }, now: Date): Promise<void> {
  const reflections = createReflectionsRepository(db);
  const ratings = createSkillRatingsRepository(db);
  const { coachId, clientId, clientTimeZone } = people;
  for (const [days, mood, confidence, text] of REFLECTIONS) {
    const at = eveningOf(now, days, clientTimeZone);
    await reflections.insert({ clientId, text, mood, confidence, createdAt: at, updatedAt: at });
  }
  await ratings.insert({ clientId, ratedById: clientId, raterRole: 'client', scores: SELF_BEFORE, createdAt: eveningOf(now, 21, clientTimeZone) });
  await ratings.insert({ clientId, ratedById: clientId, raterRole: 'client', scores: SELF_LATEST, createdAt: eveningOf(now, 2, clientTimeZone) });
  await ratings.insert({ clientId, ratedById: coachId, raterRole: 'coach', scores: COACH_LATEST, createdAt: eveningOf(now, 7, clientTimeZone) });
}
