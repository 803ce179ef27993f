import { AI_COACHING_MESSAGES, type AlertStatus, type ConversationAlert, type OversightAlert } from '@coaching/contract';
import type { Db } from '../../db/client.js';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UserEvents } from '../../realtime/index.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationsRepository } from './conversations.repository.js';
import { fullName } from './mapper.js';
import type { OversightRepository } from './oversight.repository.js';
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
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: alert.resolvedAt?.toISOString() ?? null,
  };
}

export function alertStatus(alert: Pick<AiConversationAlertRow, 'acknowledgedAt' | 'resolvedAt'>): AlertStatus {
  if (alert.resolvedAt) return 'resolved';
  return alert.acknowledgedAt ? 'acknowledged' : 'open';
}

export function toOversightAlert(alert: AiConversationAlertRow, clientName: string): OversightAlert {
  return {
    ...toConversationAlert(alert, clientName),
    status: alertStatus(alert),
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: alert.resolvedAt?.toISOString() ?? null,
    resolutionNote: alert.resolutionNote,
  };
}

/** Safety alerts as the people who watch over a client see them: the client's coach and admins. */
export function createAlertsService(deps: {
  safety: Pick<SafetyRepository, 'findAlert' | 'markReviewed'>;
  oversight: Pick<OversightRepository, 'markResolved'>;
  conversations: Pick<ConversationsRepository, 'findById' | 'update'>;
  policy: Pick<AccessPolicy, 'require'>;
  usersService: Pick<UsersService, 'findPerson' | 'activeAdminIds'>;
  /** The client's coach and admins hear of each change, so their open oversight screens follow. */
  userEvents: Pick<UserEvents, 'publish'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { safety, oversight, conversations, policy, transaction, clock } = deps;
  const alertNotFound = () => new AppError('NOT_FOUND', AI_COACHING_MESSAGES.alertNotFound);

  /** The alert the caller may follow up: the client's coach or an admin; anyone else hears 404. */
  async function reachableAlert(caller: Caller, alertId: string): Promise<AiConversationAlertRow> {
    const alert = await safety.findAlert(alertId);
    if (!alert) throw alertNotFound();
    await policy.require(caller, 'alerts.review', alert.userId, alertNotFound);
    return alert;
  }

  /** Lifts the hold a crisis put on the client's conversation: someone who watches over them has the alert in hand. */
  async function releaseHold(alert: AiConversationAlertRow, tx: Db): Promise<void> {
    const conversation = alert.conversationId ? await conversations.findById(alert.conversationId, tx) : undefined;
    if (conversation?.safetyState) await conversations.update(conversation.id, { safetyState: null }, tx);
  }

  /** Tells the client's coach and every admin, once the change is committed. */
  async function tellOverseers(alert: AiConversationAlertRow, status: 'acknowledged' | 'resolved', at: Date, clientCoachId: string | null) {
    const adminIds = await deps.usersService.activeAdminIds();
    deps.userEvents.publish([...(clientCoachId ? [clientCoachId] : []), ...adminIds], {
      type: 'safety.alert-changed',
      data: { alertId: alert.id, clientId: alert.userId, status, at: at.toISOString() },
    });
  }

  return {
    /**
     * The coach (or an admin) has looked at the alert: it leaves the open list and, if the client's
     * conversation was holding its coaching after a crisis, coaching resumes. Reviewing twice keeps the
     * first review. Anyone else hears 404, as if there were no such alert.
     */
    async review(caller: Caller, alertId: string): Promise<ConversationAlert & { reviewedAt: string }> {
      const alert = await reachableAlert(caller, alertId);
      const reviewed = await transaction(async (tx) => {
        const row = alert.acknowledgedAt ? alert : await safety.markReviewed(alert.id, caller.userId, clock(), tx);
        await releaseHold(alert, tx);
        return row;
      });
      const client = await deps.usersService.findPerson(alert.userId);
      if (!alert.acknowledgedAt) await tellOverseers(reviewed, 'acknowledged', reviewed.acknowledgedAt!, client?.coachId ?? null);
      return { ...toConversationAlert(reviewed, client ? fullName(client) : ''), reviewedAt: reviewed.acknowledgedAt!.toISOString() };
    },

    /**
     * The coach (or an admin) has followed the alert up: it is closed with an optional note on what was
     * done, leaves every list of alerts to follow up, and counts as reviewed (a hold on coaching is lifted).
     * Resolving twice keeps the first resolution.
     */
    async resolve(caller: Caller, alertId: string, note: string | undefined): Promise<OversightAlert> {
      const alert = await reachableAlert(caller, alertId);
      const resolved = await transaction(async (tx) => {
        if (alert.resolvedAt) return alert;
        const row = await oversight.markResolved(alert.id, caller.userId, clock(), note ? note : null, tx);
        await releaseHold(alert, tx);
        return row ?? alert;
      });
      const client = await deps.usersService.findPerson(alert.userId);
      if (!alert.resolvedAt) await tellOverseers(resolved, 'resolved', resolved.resolvedAt!, client?.coachId ?? null);
      return toOversightAlert(resolved, client ? fullName(client) : '');
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
