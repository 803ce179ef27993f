import type { TemplateKind } from '@coaching/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachTemplates, type CoachTemplateRow } from '../../db/schema/practice.js';

export type TemplateRow = CoachTemplateRow;
export type NewTemplateRow = typeof coachTemplates.$inferInsert;
export type TemplateChanges = Partial<Pick<NewTemplateRow, 'title' | 'content' | 'agenda' | 'updatedAt'>>;

/** The coach's templates; every statement but findById is scoped by the coach. */
export function createTemplatesRepository(db: Db) {
  return {
    /** Most recently changed first. */
    async list(coachId: string, kind?: TemplateKind): Promise<TemplateRow[]> {
      return db
        .select()
        .from(coachTemplates)
        .where(and(eq(coachTemplates.coachId, coachId), kind ? eq(coachTemplates.kind, kind) : undefined))
        .orderBy(desc(coachTemplates.updatedAt), desc(coachTemplates.id));
    },

    async findById(id: string): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(coachTemplates).where(eq(coachTemplates.id, id)).limit(1);
      return row;
    },

    async insert(values: NewTemplateRow): Promise<TemplateRow> {
      const [row] = await db.insert(coachTemplates).values(values).returning();
      return row!;
    },

    async update(coachId: string, id: string, changes: TemplateChanges): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(coachTemplates)
        .set(changes)
        .where(and(eq(coachTemplates.id, id), eq(coachTemplates.coachId, coachId)))
        .returning();
      return row;
    },

    async remove(coachId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(coachTemplates)
        .where(and(eq(coachTemplates.id, id), eq(coachTemplates.coachId, coachId)))
        .returning({ id: coachTemplates.id });
      return removed.length > 0;
    },

    /** One more use, counted in the database so two uses at once both count. */
    async countUse(coachId: string, id: string, at: Date): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(coachTemplates)
        .set({ useCount: sql`${coachTemplates.useCount} + 1`, lastUsedAt: at })
        .where(and(eq(coachTemplates.id, id), eq(coachTemplates.coachId, coachId)))
        .returning();
      return row;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
