import {
  AI_OVERSIGHT_LIMITS,
  AI_OVERSIGHT_MESSAGES,
  type ClientAiWeek,
  type CoachAiAnalytics,
  type ConversationAnalysis,
  type OversightAlert,
} from '@coaching/contract';
import { methodologyStages } from '../../ai/analysis.js';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationAccessChecks } from './access.js';
import type { ActionItemsRepository } from './action-items.repository.js';
import { alertStatus, toOversightAlert } from './alerts.service.js';
import { CLIENT_ROLE, fullName, toActionItem } from './mapper.js';
import type { ClientWeekRow, OversightRepository } from './oversight.repository.js';

const DAY_MS = 86_400_000;
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;
const share = (sum: number, count: number) => (count === 0 ? null : rounded(sum / count));

/** The Mondays (UTC) of the `count` weeks up to the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return Array.from({ length: count }, (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

function weekOf(row: ClientWeekRow | undefined, week: string): ClientAiWeek {
  if (!row) return { week, conversations: 0, messages: 0, sentiment: null, engagement: null };
  return {
    week,
    conversations: row.conversations,
    messages: row.messages,
    sentiment: share(row.sentimentSum, row.messages),
    engagement: share(row.engagementSum, row.conversations),
  };
}

/**
 * The coach's AI oversight: their clients' AI coaching week by week, the alerts still to follow up, and one
 * conversation's course. Nothing here returns what a client wrote, so it holds whatever the client shares.
 */
export function createOversightService(deps: {
  access: ConversationAccessChecks;
  policy: Pick<AccessPolicy, 'requireRole' | 'overseenClientIds' | 'reachesEveryone' | 'may'>;
  oversight: Pick<OversightRepository, 'weeksOf' | 'totalsOf' | 'unresolvedCountsOf' | 'unresolvedAlerts' | 'alertsOfConversation' | 'courseOf'>;
  actionItems: Pick<ActionItemsRepository, 'listOf'>;
  usersService: Pick<UsersService, 'findPeople' | 'findPerson' | 'coachSettingsOf'>;
  clock: () => Date;
}) {
  const { access, policy, oversight, clock } = deps;

  async function namesOf(userIds: string[]): Promise<Map<string, string>> {
    const people = await deps.usersService.findPeople([...new Set(userIds)]);
    return new Map(people.map((person) => [person.id, fullName(person)]));
  }

  return {
    /** Per client the caller oversees (a coach's own, every client for an admin): their AI coaching over the last `weeks` weeks. */
    async coachAnalytics(caller: Caller, query: { weeks: number }): Promise<CoachAiAnalytics> {
      policy.requireRole(caller, 'insights.overview');
      const weeks = lastWeeks(clock(), query.weeks);
      const clientIds = await policy.overseenClientIds(caller);
      const since = new Date(`${weeks[0]}T00:00:00Z`);
      const [weekRows, totals, openAlerts, names] = await Promise.all([
        oversight.weeksOf(clientIds, CLIENT_ROLE, since),
        oversight.totalsOf(clientIds),
        oversight.unresolvedCountsOf(clientIds),
        namesOf(clientIds),
      ]);
      const byClient = new Map<string, ClientWeekRow[]>();
      for (const row of weekRows) byClient.set(row.userId, [...(byClient.get(row.userId) ?? []), row]);
      const totalsOf = new Map(totals.map((row) => [row.userId, row]));
      const clients = clientIds.map((clientId) => {
        const rows = new Map((byClient.get(clientId) ?? []).map((row) => [row.week, row]));
        const own = [...rows.values()];
        const messages = own.reduce((sum, row) => sum + row.messages, 0);
        const conversationWeeks = own.reduce((sum, row) => sum + row.conversations, 0);
        return {
          clientId,
          clientName: names.get(clientId) ?? '',
          conversations: totalsOf.get(clientId)?.conversations ?? 0,
          messages,
          averageSentiment: share(own.reduce((sum, row) => sum + row.sentimentSum, 0), messages),
          averageEngagement: share(own.reduce((sum, row) => sum + row.engagementSum, 0), conversationWeeks),
          lastActivity: totalsOf.get(clientId)?.lastActivity?.toISOString() ?? null,
          openAlerts: openAlerts.get(clientId) ?? 0,
          weeks: weeks.map((week) => weekOf(rows.get(week), week)),
        };
      });
      clients.sort((a, b) => (b.lastActivity ?? '').localeCompare(a.lastActivity ?? '') || a.clientName.localeCompare(b.clientName));
      return { weeks, clients };
    },

    /** The alerts not resolved yet of the clients the caller oversees, newest first; an admin's cover everyone. */
    async alerts(caller: Caller): Promise<OversightAlert[]> {
      policy.requireRole(caller, 'insights.overview');
      const owners = policy.reachesEveryone(caller, 'alerts.review') ? 'everyone' : await policy.overseenClientIds(caller);
      const rows = await oversight.unresolvedAlerts(owners, AI_OVERSIGHT_LIMITS.alertsShown);
      const names = await namesOf(rows.map((row) => row.userId));
      return rows.map((row) => toOversightAlert(row, names.get(row.userId) ?? ''));
    },

    /**
     * One conversation as its analysis page shows it (whoever may read the conversation): sentiment per
     * client message as position, time and score only, the stages reached, engagement, the summary's parts
     * and, for the client's overseers, the alerts without their excerpts. None of it carries the client's words.
     * A coach who turned aiAssistance.conversationAnalysis off hears 403; the alerts still reach them elsewhere.
     */
    async analysis(caller: Caller, conversationId: string): Promise<ConversationAnalysis> {
      const row = await access.conversation(caller, conversationId, 'read');
      if (caller.role === 'coach' && !(await deps.usersService.coachSettingsOf(caller.userId)).aiAssistance.conversationAnalysis) {
        throw new AppError('FORBIDDEN', AI_OVERSIGHT_MESSAGES.conversationAnalysisOff);
      }
      // The alerts, and the coach's notes on them, are for those who watch over the client, not for the client.
      const overseer = await policy.may(caller, 'alerts.review', row.userId);
      const [course, items, alerts, client] = await Promise.all([
        oversight.courseOf(row.id, CLIENT_ROLE),
        deps.actionItems.listOf([row.id]),
        overseer ? oversight.alertsOfConversation(row.id) : [],
        deps.usersService.findPerson(row.userId),
      ]);
      const points = course.filter((step) => step.isClient).map((step, index) => ({ index: index + 1, at: step.at.toISOString(), score: rounded(step.sentiment) }));
      const stagesReached = [...new Set(course.flatMap((step) => (!step.isClient && step.stage ? [step.stage] : [])))];
      return {
        conversationId: row.id,
        clientId: row.userId,
        clientName: fullName(client),
        title: row.title,
        status: row.status,
        methodology: row.methodology,
        stage: row.stage,
        stages: methodologyStages(row.methodology),
        stagesReached,
        sentiment: { overall: rounded(row.sentiment), points },
        engagement: { level: row.engagement, score: rounded(row.engagementScore) },
        messageCount: row.messageCount,
        lastActivity: row.lastActivityAt.toISOString(),
        summary: row.summary,
        keyInsights: row.keyInsights,
        actionItems: (items.get(row.id) ?? []).map(toActionItem),
        flagged: row.flagged,
        safetyHold: row.safetyState?.status === 'hold',
        alerts: alerts.map((alert) => ({
          _id: alert.id,
          kind: alert.kind,
          level: alert.level,
          status: alertStatus(alert),
          createdAt: alert.createdAt.toISOString(),
          acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
          resolvedAt: alert.resolvedAt?.toISOString() ?? null,
          resolutionNote: alert.resolutionNote,
        })),
      };
    },
  };
}

export type OversightService = ReturnType<typeof createOversightService>;
