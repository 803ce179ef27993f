import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings } from '../../db/schema/platform-settings.js';

export type StoredSettings = { settings: Record<string, unknown>; updatedAt: Date };

/** The one row of platform_settings: what admins changed, never the defaults. */
export function createSettingsRepository(db: Db) {
  return {
    async read(tx: Db = db): Promise<StoredSettings | null> {
      const [row] = await tx.select({ settings: platformSettings.settings, updatedAt: platformSettings.updatedAt }).from(platformSettings);
      return row ?? null;
    },

    /** Reads the row under a lock (taken on an empty table too), so that two admins' changes apply one after the other. */
    async readForUpdate(tx: Db = db): Promise<StoredSettings | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
      return this.read(tx);
    },

    async write(settings: Record<string, unknown>, at: Date, by: string, tx: Db = db): Promise<void> {
      await tx
        .insert(platformSettings)
        .values({ id: 1, settings, updatedAt: at, updatedBy: by })
        .onConflictDoUpdate({ target: platformSettings.id, set: { settings, updatedAt: at, updatedBy: by } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
