import {
  type AiConversationSummary,
  type AiStats,
  type CoachAiInsights,
  type CoachingSuggestion,
  LIST_LIMITS,
  type ProgressScorePart,
  type SentimentAnalysis,
  sentimentMood,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import type { CoachModel } from '../../ai/model.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationAccessChecks } from './access.js';
import type { ActionItemsRepository } from './action-items.repository.js';
import type { ConversationsRepository } from './conversations.repository.js';
import { toConversationAlert } from './alerts.service.js';
import { CLIENT_ROLE, fullName, toActionItem } from './mapper.js';
import type { MessagesRepository } from './messages.repository.js';
import type { SafetyRepository } from './safety.repository.js';
import type { ConversationsService as PeopleConversationsService } from '../conversations/conversations.service.js';
import { coachingSuggestions } from './suggestions.js';

/** A client counts as an active AI client when one of their AI conversations saw activity this recently. */
const ACTIVE_CLIENT_DAYS = 30;
const DAY_MS = 86_400_000;
/** Open alerts shown to a coach at once (not in the spec; the newest matter most). */
const ALERTS_SHOWN = 20;

const LABELS = { happy: 'positive', neutral: 'neutral', sad: 'negative' } as const;
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

type ScoreInputs = { completedShare: number | null; sentiment: number | null; rating: number | null };

/** What each part weighs before the weights are shared out over the parts that have data. */
const PART_WEIGHTS: Record<ProgressScorePart['part'], number> = { actionItems: 0.4, sentiment: 0.3, rating: 0.3 };

/** Each part as a value from 0 to 1 with its full weight; a part without data is left out. */
function weightedParts(parts: ScoreInputs): { part: ProgressScorePart['part']; weight: number; value: number }[] {
  const values: [ProgressScorePart['part'], number | null][] = [
    ['actionItems', parts.completedShare],
    ['sentiment', parts.sentiment],
    ['rating', parts.rating === null ? null : (parts.rating - 1) / 4],
  ];
  const present = values.filter((entry): entry is [ProgressScorePart['part'], number] => entry[1] !== null);
  const total = present.reduce((sum, [part]) => sum + PART_WEIGHTS[part], 0);
  return present.map(([part, value]) => ({ part, weight: PART_WEIGHTS[part] / total, value: Math.min(1, Math.max(0, value)) }));
}

const percent = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100)));

/**
 * overallScore (0-100) blends what shows progress, each part 0-1 and counted only when there is data:
 * completed share of action items (weight 0.4), mean sentiment of the client's messages (0.3), and
 * the mean session rating mapped from 1-5 onto 0-1 (0.3). The weights are renormalised over the parts
 * present; with no data at all the score is 0.
 */
export function overallScore(parts: ScoreInputs): number {
  return percent(weightedParts(parts).reduce((sum, { weight, value }) => sum + weight * value, 0));
}

/** The parts of overallScore as the progress page explains them: each one's score and its share of the whole. */
export function scoreParts(parts: ScoreInputs): ProgressScorePart[] {
  return weightedParts(parts).map(({ part, weight, value }) => ({ part, score: percent(value), weight: percent(weight) }));
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/** What the conversations add up to: summaries, the caller's stats, a coach's overview, suggestions and sentiment. */
export function createInsightsService(deps: {
  access: ConversationAccessChecks;
  policy: Pick<AccessPolicy, 'requireRole' | 'overseenClientIds' | 'reachesEveryone'>;
  conversations: Pick<ConversationsRepository, 'listAllOf' | 'countOf' | 'usersActiveSince' | 'latestOf' | 'findById'>;
  messages: Pick<MessagesRepository, 'averageSentimentOf' | 'listOf'>;
  actionItems: Pick<ActionItemsRepository, 'listOf'>;
  safety: Pick<SafetyRepository, 'openAlertsOf' | 'openAlerts'>;
  usersService: Pick<UsersService, 'findPeople' | 'coachSettingsOf'>;
  goalsService: Pick<GoalsService, 'activeGoalTitles'>;
  /** Suggestions and sentiment work on the conversations between a coach and a client too (an id that is not an AI conversation's). */
  peopleConversations?: Pick<PeopleConversationsService, 'coachingInsights'>;
  /** A configured model suggests to the coach of a conversation between people; the built-in rules otherwise, or when it fails. */
  model?: Pick<CoachModel, 'suggestCoaching'>;
  clock: () => Date;
}) {
  const { access, policy, conversations, messages, actionItems, clock } = deps;

  /** The conversation between people the id names, when it names no AI conversation and there is such a service. */
  async function betweenPeople(caller: Caller, conversationId: string) {
    if (!deps.peopleConversations || (await conversations.findById(conversationId))) return undefined;
    return deps.peopleConversations.coachingInsights(caller, conversationId);
  }

  /**
   * A coach sees the alerts of their own clients. An admin sees every open alert, because some have
   * no coach to see them: a client without a coach, or a coach trying their own assistant. Admins are
   * the backstop who see them all; an alert raised before a client got a coach reaches that coach too.
   */
  const alertsFor = (caller: Caller, clientIds: string[]) =>
    policy.reachesEveryone(caller, 'alerts.review') ? deps.safety.openAlerts(ALERTS_SHOWN) : deps.safety.openAlertsOf(clientIds, ALERTS_SHOWN);

  return {
    async summary(caller: Caller, conversationId: string): Promise<AiConversationSummary> {
      const row = await access.conversation(caller, conversationId, 'read');
      const items = (await actionItems.listOf([row.id])).get(row.id) ?? [];
      return {
        summary: row.summary,
        keyInsights: row.keyInsights,
        actionItems: items.map(toActionItem),
        stage: row.stage,
        methodology: row.methodology,
      };
    },

    async stats(caller: Caller): Promise<AiStats> {
      policy.requireRole(caller, 'insights.stats');
      const rows = await conversations.listAllOf(caller.userId);
      const [items, goalTitles, sentiment] = await Promise.all([
        actionItems.listOf(rows.map((row) => row.id)),
        deps.goalsService.activeGoalTitles(caller.userId),
        messages.averageSentimentOf(caller.userId, CLIENT_ROLE),
      ]);
      const allItems = rows.flatMap((row) =>
        (items.get(row.id) ?? []).map((item) => ({ ...toActionItem(item), conversationId: row.id, conversationTitle: row.title })),
      );
      const completed = allItems.filter((item) => item.status === 'completed').length;
      const ratings = rows.flatMap((row) => (row.rating === null ? [] : [row.rating]));
      const averageRating = mean(ratings);
      const inputs = { completedShare: allItems.length ? completed / allItems.length : null, sentiment, rating: averageRating };
      const coachingGoals = [...new Set([...goalTitles, ...rows.flatMap((row) => row.goals)])];
      return {
        totalAIConversations: rows.length,
        activeConversations: rows.filter((row) => row.status === 'active').length,
        totalMessages: rows.reduce((sum, row) => sum + row.messageCount, 0),
        lastAISession: rows[0]?.lastActivityAt.toISOString() ?? null,
        coachingGoals,
        actionItems: allItems,
        progressMetrics: {
          overallScore: overallScore(inputs),
          averageSentiment: rounded(sentiment ?? 0.5),
          completedActionItems: completed,
          totalActionItems: allItems.length,
          averageRating: averageRating === null ? null : Math.round(averageRating * 100) / 100,
          scoreParts: scoreParts(inputs),
        },
      };
    },

    /**
     * A coach's view over their own clients' AI conversations, and no one else's; an admin's over every client's.
     * A coach who turned aiAssistance.clientInsights off gets no AI summaries of their clients; the counts and
     * the safety alerts stay, whatever the settings.
     */
    async coachInsights(caller: Caller): Promise<CoachAiInsights> {
      policy.requireRole(caller, 'insights.overview');
      const clientIds = await policy.overseenClientIds(caller);
      const since = new Date(clock().getTime() - ACTIVE_CLIENT_DAYS * DAY_MS);
      const summaries = caller.role !== 'coach' || (await deps.usersService.coachSettingsOf(caller.userId)).aiAssistance.clientInsights;
      const [total, active, alerts, latest] = await Promise.all([
        conversations.countOf(clientIds),
        conversations.usersActiveSince(clientIds, since),
        alertsFor(caller, clientIds),
        summaries ? conversations.latestOf(clientIds, LIST_LIMITS.aiSummaries) : [],
      ]);
      const people = await deps.usersService.findPeople([...new Set([...clientIds, ...alerts.map((alert) => alert.userId)])]);
      const names = new Map(people.map((person) => [person.id, fullName(person)]));
      return {
        totalClientAISessions: total,
        activeClients: active.map(({ userId, lastActivity }) => ({
          clientId: userId,
          clientName: names.get(userId) ?? '',
          lastActivity: lastActivity.toISOString(),
        })),
        conversationAlerts: alerts.map((alert) => toConversationAlert(alert, names.get(alert.userId) ?? '')),
        summaryReports: latest.map((row) => ({
          conversationId: row.id,
          clientId: row.userId,
          clientName: names.get(row.userId) ?? '',
          title: row.title,
          summary: row.summary,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async suggestions(caller: Caller, conversationId: string): Promise<CoachingSuggestion[]> {
      const people = await betweenPeople(caller, conversationId);
      if (people) {
        const fromModel = await deps.model?.suggestCoaching?.({
          methodology: people.methodology,
          aiConfig: people.aiConfig,
          focusAreas: people.focusAreas,
          turns: people.turns,
        });
        return fromModel ?? coachingSuggestions({ ...people, flagged: false, openActionItems: [], now: clock() });
      }
      const row = await access.conversation(caller, conversationId, 'read');
      const items = (await actionItems.listOf([row.id])).get(row.id) ?? [];
      return coachingSuggestions({
        methodology: row.methodology,
        stage: row.stage,
        sentiment: row.sentiment,
        engagement: row.engagement,
        flagged: row.flagged,
        messageCount: row.messageCount,
        openActionItems: items.filter((item) => item.status !== 'completed'),
        focusAreas: row.focusAreas,
        now: clock(),
      });
    },

    async sentiment(caller: Caller, conversationId: string): Promise<SentimentAnalysis> {
      const people = await betweenPeople(caller, conversationId);
      if (people) return { overall: people.sentiment, label: LABELS[sentimentMood(people.sentiment)], trend: people.trend, engagement: people.engagement };
      const row = await access.conversation(caller, conversationId, 'read');
      const clientMessages = await messages.listOf(row.id, CLIENT_ROLE);
      const overall = rounded(row.sentiment);
      return {
        overall,
        label: LABELS[sentimentMood(overall)],
        trend: clientMessages.map((message) => ({
          messageId: message.id,
          sentiment: message.metadata.sentiment,
          timestamp: message.createdAt.toISOString(),
        })),
        engagement: row.engagement,
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
