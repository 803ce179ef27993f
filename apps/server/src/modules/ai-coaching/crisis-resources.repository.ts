import type { CrisisResource, UpsertCrisisResourceBody } from '@coaching/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crisisResources, type CrisisResourceRow } from '../../db/schema/safety.js';

const toResource = (row: CrisisResourceRow): CrisisResource => ({
  _id: row.id,
  country: row.country,
  kind: row.kind,
  name: row.name,
  contact: row.contact,
  url: row.url,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The crisis resources table as admins edit it (/admin/ai-settings, issue 20): one row per country and
 * kind; the safety screen reads the same rows at each crisis reply, so a correction applies at once.
 */
export function createCrisisResourcesRepository(db: Db, clock: () => Date) {
  return {
    async list(tx: Db = db): Promise<CrisisResource[]> {
      // The fallback (ZZ) last, as the safety screen falls back to it.
      const rows = await tx
        .select()
        .from(crisisResources)
        .orderBy(sql`${crisisResources.country} = 'ZZ'`, asc(crisisResources.country), asc(crisisResources.kind));
      return rows.map(toResource);
    },

    async find(id: string, tx: Db = db): Promise<CrisisResource | null> {
      const [row] = await tx.select().from(crisisResources).where(eq(crisisResources.id, id)).limit(1);
      return row ? toResource(row) : null;
    },

    /** Adds the country's resource of this kind, or replaces it: what it was comes back with what it is. */
    async upsert(body: UpsertCrisisResourceBody, by: string, tx: Db = db): Promise<{ before: CrisisResource | null; after: CrisisResource }> {
      const [existing] = await tx
        .select()
        .from(crisisResources)
        .where(sql`${crisisResources.country} = ${body.country} and ${crisisResources.kind} = ${body.kind}`)
        .for('update');
      const values = { name: body.name, contact: body.contact, url: body.url ?? null, updatedAt: clock(), updatedBy: by };
      const [row] = await tx
        .insert(crisisResources)
        .values({ country: body.country, kind: body.kind, ...values })
        .onConflictDoUpdate({ target: [crisisResources.country, crisisResources.kind], set: values })
        .returning();
      return { before: existing ? toResource(existing) : null, after: toResource(row!) };
    },

    async remove(id: string, tx: Db = db): Promise<CrisisResource | null> {
      const [row] = await tx.delete(crisisResources).where(eq(crisisResources.id, id)).returning();
      return row ? toResource(row) : null;
    },
  };
}

export type CrisisResourcesRepository = ReturnType<typeof createCrisisResourcesRepository>;
