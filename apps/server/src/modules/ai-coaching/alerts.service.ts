import { AI_COACHING_MESSAGES, type ConversationAlert } from '@coaching/contract';
import type { Db } from '../../db/client.js';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationsRepository } from './conversations.repository.js';
import { fullName } from './mapper.js';
import type { AiConversationAlertRow, SafetyRepository } from './safety.repository.js';

export function toConversationAlert(alert: AiConversationAlertRow, clientName: string): ConversationAlert {
  return {
    _id: alert.id,
    conversationId: alert.conversationId,
    clientId: alert.userId,
    clientName,
    kind: alert.kind,
    level: alert.level,
    excerpt: alert.excerpt,
    createdAt: alert.createdAt.toISOString(),
  };
}

/** Safety alerts as the people who watch over a client see them: the client's coach and admins. */
export function createAlertsService(deps: {
  safety: Pick<SafetyRepository, 'findAlert' | 'markReviewed'>;
  conversations: Pick<ConversationsRepository, 'findById' | 'update'>;
  policy: Pick<AccessPolicy, 'require'>;
  usersService: Pick<UsersService, 'findPerson'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { safety, conversations, policy, transaction, clock } = deps;
  const alertNotFound = () => new AppError('NOT_FOUND', AI_COACHING_MESSAGES.alertNotFound);

  return {
    /**
     * The coach (or an admin) has looked at the alert: it leaves the open list and, if the client's
     * conversation was holding its coaching after a crisis, coaching resumes. Reviewing twice keeps the
     * first review. Anyone else hears 404, as if there were no such alert.
     */
    async review(caller: Caller, alertId: string): Promise<ConversationAlert & { reviewedAt: string }> {
      const alert = await safety.findAlert(alertId);
      if (!alert) throw alertNotFound();
      await policy.require(caller, 'alerts.review', alert.userId, alertNotFound);
      const reviewed = await transaction(async (tx) => {
        const row = alert.acknowledgedAt ? alert : await safety.markReviewed(alert.id, caller.userId, clock(), tx);
        const conversation = alert.conversationId ? await conversations.findById(alert.conversationId, tx) : undefined;
        if (conversation?.safetyState) await conversations.update(conversation.id, { safetyState: null }, tx);
        return row;
      });
      const client = await deps.usersService.findPerson(alert.userId);
      return { ...toConversationAlert(reviewed, client ? fullName(client) : ''), reviewedAt: reviewed.acknowledgedAt!.toISOString() };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
