import type { GoalStatus } from '@coaching/contract';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  goalMilestones,
  goals,
  type GoalMilestoneRow,
  type GoalRow,
  type NewGoalMilestoneRow,
  type NewGoalRow,
} from '../../db/schema/goals.js';

export type { GoalMilestoneRow, GoalRow };
/** A goal with its milestones in their stored order. */
export type GoalRecord = GoalRow & { milestones: GoalMilestoneRow[] };
export type NewGoal = Omit<NewGoalRow, 'id'>;
export type NewMilestone = Omit<NewGoalMilestoneRow, 'id' | 'goalId'>;

/** A client's goals, newest first: the goals list's query (its plan is checked in test/db/query-plans). */
export function goalsOfClientQuery(db: Db, clientId: string, status?: GoalStatus) {
  return db
    .select()
    .from(goals)
    .where(and(eq(goals.clientId, clientId), status ? eq(goals.status, status) : undefined))
    .orderBy(desc(goals.createdAt), desc(goals.id));
}

/** The milestones of some goals, each goal's in their stored order. */
export function milestonesOfGoalsQuery(db: Db, goalIds: string[]) {
  return db
    .select()
    .from(goalMilestones)
    .where(inArray(goalMilestones.goalId, goalIds))
    .orderBy(asc(goalMilestones.goalId), asc(goalMilestones.position));
}

export function createGoalsRepository(db: Db) {
  async function milestonesOf(goalIds: string[], tx: Db): Promise<Map<string, GoalMilestoneRow[]>> {
    const byGoal = new Map<string, GoalMilestoneRow[]>(goalIds.map((id) => [id, []]));
    if (goalIds.length === 0) return byGoal;
    const rows = await milestonesOfGoalsQuery(tx, goalIds);
    for (const row of rows) byGoal.get(row.goalId)?.push(row);
    return byGoal;
  }

  async function insertMilestones(goalId: string, milestones: NewMilestone[], tx: Db): Promise<void> {
    if (milestones.length === 0) return;
    await tx.insert(goalMilestones).values(milestones.map((milestone) => ({ ...milestone, goalId })));
  }

  async function withMilestones(rows: GoalRow[], tx: Db): Promise<GoalRecord[]> {
    const byGoal = await milestonesOf(
      rows.map((row) => row.id),
      tx,
    );
    return rows.map((row) => ({ ...row, milestones: byGoal.get(row.id) ?? [] }));
  }

  return {
    async listByClient(clientId: string, status: GoalStatus | undefined, tx: Db = db): Promise<GoalRecord[]> {
      return withMilestones(await goalsOfClientQuery(tx, clientId, status), tx);
    },

    async findById(id: string, tx: Db = db): Promise<GoalRecord | undefined> {
      const [row] = await tx.select().from(goals).where(eq(goals.id, id)).limit(1);
      if (!row) return undefined;
      const [record] = await withMilestones([row], tx);
      return record;
    },

    /** findById that also locks the goal row until the transaction ends, so concurrent edits queue up. */
    async findByIdForUpdate(id: string, tx: Db): Promise<GoalRecord | undefined> {
      const [row] = await tx.select().from(goals).where(eq(goals.id, id)).limit(1).for('update');
      if (!row) return undefined;
      const [record] = await withMilestones([row], tx);
      return record;
    },

    async insert(goal: NewGoal, milestones: NewMilestone[], tx: Db = db): Promise<string> {
      const [row] = await tx.insert(goals).values(goal).returning({ id: goals.id });
      await insertMilestones(row!.id, milestones, tx);
      return row!.id;
    },

    async update(id: string, values: Partial<Omit<NewGoalRow, 'id' | 'clientId' | 'createdAt'>>, tx: Db = db): Promise<void> {
      await tx.update(goals).set(values).where(eq(goals.id, id));
    },

    /** Deletes every milestone of the goal whose id is not listed. */
    async deleteMilestonesExcept(goalId: string, keepIds: string[], tx: Db = db): Promise<void> {
      await tx
        .delete(goalMilestones)
        .where(and(eq(goalMilestones.goalId, goalId), keepIds.length > 0 ? notInArray(goalMilestones.id, keepIds) : undefined));
    },

    async updateMilestone(goalId: string, milestoneId: string, values: Partial<NewMilestone>, tx: Db = db): Promise<void> {
      await tx
        .update(goalMilestones)
        .set(values)
        .where(and(eq(goalMilestones.id, milestoneId), eq(goalMilestones.goalId, goalId)));
    },

    insertMilestones: (goalId: string, milestones: NewMilestone[], tx: Db = db) => insertMilestones(goalId, milestones, tx),

    async delete(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(goals).where(eq(goals.id, id)).returning({ id: goals.id });
      return rows.length > 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
