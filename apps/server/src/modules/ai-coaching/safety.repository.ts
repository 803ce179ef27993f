import type { Guardrails, RiskLevel } from '@coaching/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversationAlerts, aiGuardrails, type AiConversationAlertRow } from '../../db/schema/ai-coaching.js';
import { crisisResources, type CrisisResourceRow } from '../../db/schema/safety.js';

export type { AiConversationAlertRow, CrisisResourceRow };
export type NewAlert = { conversationId: string; userId: string; kind: string; level: RiskLevel; excerpt: string; at: Date };

/** The coach's side of safety: alerts raised in conversations, and each user's guardrails. */
export function createSafetyRepository(db: Db) {
  return {
    async insertAlert(alert: NewAlert, tx: Db = db): Promise<AiConversationAlertRow> {
      const { at, ...values } = alert;
      const [row] = await tx.insert(aiConversationAlerts).values({ ...values, createdAt: at }).returning();
      return row!;
    },

    async findAlert(id: string, tx: Db = db): Promise<AiConversationAlertRow | undefined> {
      const [row] = await tx.select().from(aiConversationAlerts).where(eq(aiConversationAlerts.id, id)).limit(1);
      return row;
    },

    async markReviewed(id: string, reviewerId: string, at: Date, tx: Db = db): Promise<AiConversationAlertRow> {
      const [row] = await tx
        .update(aiConversationAlerts)
        .set({ acknowledgedAt: at, acknowledgedBy: reviewerId })
        .where(eq(aiConversationAlerts.id, id))
        .returning();
      return row!;
    },

    /** The crisis resources of these countries (the first found per kind wins, so list the fallback last). */
    async resourcesFor(countries: string[], tx: Db = db): Promise<CrisisResourceRow[]> {
      return tx.select().from(crisisResources).where(inArray(crisisResources.country, countries));
    },

    /** Alerts about the users that no one has acknowledged yet, newest first. */
    async openAlertsOf(userIds: string[], limit: number, tx: Db = db): Promise<AiConversationAlertRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(aiConversationAlerts)
        .where(and(inArray(aiConversationAlerts.userId, userIds), isNull(aiConversationAlerts.acknowledgedAt)))
        .orderBy(desc(aiConversationAlerts.createdAt), desc(aiConversationAlerts.id))
        .limit(limit);
    },

    /** Every unacknowledged alert, whoever raised it, newest first. */
    async openAlerts(limit: number, tx: Db = db): Promise<AiConversationAlertRow[]> {
      return tx
        .select()
        .from(aiConversationAlerts)
        .where(isNull(aiConversationAlerts.acknowledgedAt))
        .orderBy(desc(aiConversationAlerts.createdAt), desc(aiConversationAlerts.id))
        .limit(limit);
    },

    async guardrailsOf(userId: string, tx: Db = db): Promise<Guardrails | undefined> {
      const [row] = await tx.select({ guardrails: aiGuardrails.guardrails }).from(aiGuardrails).where(eq(aiGuardrails.userId, userId)).limit(1);
      return row?.guardrails;
    },

    async saveGuardrails(userId: string, guardrails: Guardrails, updatedBy: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(aiGuardrails)
        .values({ userId, guardrails, updatedBy, updatedAt: at })
        .onConflictDoUpdate({ target: aiGuardrails.userId, set: { guardrails, updatedBy, updatedAt: at } });
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
