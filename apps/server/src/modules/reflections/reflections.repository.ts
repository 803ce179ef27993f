import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewReflectionRow, type ReflectionRow, reflections } from '../../db/schema/progress.js';

export type { ReflectionRow };
export type ReflectionChanges = Partial<Pick<NewReflectionRow, 'text' | 'mood' | 'confidence' | 'updatedAt'>>;

/** A client's reflections; every statement but findById is scoped by the client. */
export function createReflectionsRepository(db: Db) {
  return {
    /** Newest first, one page, with the client's total. */
    async page(clientId: string, offset: number, limit: number): Promise<{ rows: ReflectionRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db.select().from(reflections).where(eq(reflections.clientId, clientId)).orderBy(desc(reflections.createdAt), desc(reflections.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(reflections).where(eq(reflections.clientId, clientId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findById(id: string): Promise<ReflectionRow | undefined> {
      const [row] = await db.select().from(reflections).where(eq(reflections.id, id)).limit(1);
      return row;
    },

    async insert(values: NewReflectionRow): Promise<ReflectionRow> {
      const [row] = await db.insert(reflections).values(values).returning();
      return row!;
    },

    async update(clientId: string, id: string, changes: ReflectionChanges): Promise<ReflectionRow | undefined> {
      const [row] = await db.update(reflections).set(changes).where(and(eq(reflections.id, id), eq(reflections.clientId, clientId))).returning();
      return row;
    },

    async remove(clientId: string, id: string): Promise<boolean> {
      const removed = await db.delete(reflections).where(and(eq(reflections.id, id), eq(reflections.clientId, clientId))).returning({ id: reflections.id });
      return removed.length > 0;
    },
  };
}

export type ReflectionsRepository = ReturnType<typeof createReflectionsRepository>;
