import type { Guardrails } from '@coaching/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversationAlerts, aiGuardrails, type AiConversationAlertRow } from '../../db/schema/ai-coaching.js';

export type { AiConversationAlertRow };
export type NewAlert = { conversationId: string; userId: string; kind: string; excerpt: string; at: Date };

/** The coach's side of safety: alerts raised in conversations, and each user's guardrails. */
export function createSafetyRepository(db: Db) {
  return {
    async insertAlert(alert: NewAlert, tx: Db = db): Promise<void> {
      const { at, ...values } = alert;
      await tx.insert(aiConversationAlerts).values({ ...values, createdAt: at });
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
