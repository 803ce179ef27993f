import type { Guardrails } from '@coaching/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientAiSettings, coachAiDefaults, type ClientAiSettingsRecord } from '../../db/schema/practice.js';

export type { ClientAiSettingsRecord };
export type CoachAiDefaultsRecord = ClientAiSettingsRecord & { guardrails: Guardrails };

/** A client's AI settings as their coach set them, and each coach's defaults for new clients. */
export function createClientAiConfigRepository(db: Db) {
  return {
    async settingsOf(clientId: string): Promise<ClientAiSettingsRecord | undefined> {
      const [row] = await db.select({ settings: clientAiSettings.settings }).from(clientAiSettings).where(eq(clientAiSettings.clientId, clientId));
      return row?.settings;
    },

    async saveSettings(clientId: string, settings: ClientAiSettingsRecord, updatedBy: string, at: Date): Promise<void> {
      await db
        .insert(clientAiSettings)
        .values({ clientId, settings, updatedBy, updatedAt: at })
        .onConflictDoUpdate({ target: clientAiSettings.clientId, set: { settings, updatedBy, updatedAt: at } });
    },

    async defaultsOf(coachId: string): Promise<CoachAiDefaultsRecord | undefined> {
      const [row] = await db.select({ settings: coachAiDefaults.settings }).from(coachAiDefaults).where(eq(coachAiDefaults.coachId, coachId));
      return row?.settings;
    },

    async saveDefaults(coachId: string, settings: CoachAiDefaultsRecord, at: Date): Promise<void> {
      await db
        .insert(coachAiDefaults)
        .values({ coachId, settings, updatedAt: at })
        .onConflictDoUpdate({ target: coachAiDefaults.coachId, set: { settings, updatedAt: at } });
    },
  };
}

export type ClientAiConfigRepository = ReturnType<typeof createClientAiConfigRepository>;
