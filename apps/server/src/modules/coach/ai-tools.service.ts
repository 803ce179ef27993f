import {
  AI_TOOLS_LIMITS,
  AI_TOOLS_MESSAGES,
  type AiConversation,
  type ConversationSummary,
  type ConversationSummaryBody,
  DEFAULT_METHODOLOGY,
  type GoalSuggestions,
  type GoalSuggestionsBody,
  type PreSessionBrief,
  type PreSessionBriefBody,
  type Session,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { askModel, briefTask, goalSuggestionsTask, readBriefAnswer, readGoalSuggestionsAnswer, readSummaryAnswer, summaryTask } from '../../ai/ai-tools-prompts.js';
import { briefQuestions, type BriefFacts } from '../../ai/builtin/brief.js';
import { clientSentiment, sentimentOf, summariseConversation } from '../../ai/builtin/conversation-summary.js';
import { suggestGoals, withoutDuplicates } from '../../ai/builtin/goal-suggestions.js';
import type { CoachModel } from '../../ai/index.js';
import { AppError } from '../../http/app-error.js';
import type { AiCoachingServices } from '../ai-coaching/index.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UsersService } from '../users/users.service.js';
import { aiSummariesSince, aiTurns, goalsSince, openActionItems } from './ai-tools.facts.js';

const DAY_MS = 86_400_000;
/** The AI conversations a brief or goal suggestions read: the client's latest. */
const AI_CONVERSATIONS_READ = 20;
const clientNotFound = () => new AppError('NOT_FOUND', AI_TOOLS_MESSAGES.clientNotFound);
const sessionNotFound = () => new AppError('NOT_FOUND', AI_TOOLS_MESSAGES.sessionNotFound);
const conversationNotFound = () => new AppError('NOT_FOUND', AI_TOOLS_MESSAGES.conversationNotFound);
const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/**
 * The coach's AI tools (issue 18): a pre-session brief, a conversation summary and goal suggestions,
 * each about one of the coach's own clients. The configured model writes what needs words when there
 * is one; the built-in engine otherwise, or when the model fails. A client who keeps their AI
 * transcripts from their coach (privacy.shareProgressWithCoach off) is only ever read through their AI
 * conversations' stored summaries, insights and action items.
 */
export function createAiToolsService(deps: {
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  usersService: Pick<UsersService, 'getSelf' | 'privacyOf' | 'coachSettingsOf'>;
  goalsService: Pick<GoalsService, 'goalsOfClient'>;
  sessionsService: Pick<SessionsService, 'get' | 'list'>;
  conversationsService: Pick<ConversationsService, 'get' | 'list' | 'coachingInsights'>;
  aiConversationsService: Pick<AiCoachingServices['conversationsService'], 'get' | 'list'>;
  model: CoachModel;
  logger: { warn(details: object, message: string): void };
  clock: () => Date;
}) {
  const { policy, usersService, clock } = deps;
  const asked = { model: deps.model, logger: deps.logger };

  /** Only the client's own coach goes on: another coach hears 404, clients and admins 403. */
  async function requireClient(caller: Caller, clientId: string) {
    policy.requireRole(caller, 'aiTools.use');
    await policy.require(caller, 'aiTools.use', clientId, clientNotFound);
    return usersService.getSelf(clientId);
  }

  async function aiConversationsOf(caller: Caller, clientId: string): Promise<readonly AiConversation[]> {
    return (await deps.aiConversationsService.list(caller, { clientId, page: 1, limit: AI_CONVERSATIONS_READ })).conversations;
  }

  /** The session being prepared: one of this coach's sessions with this client. */
  async function sessionToPrepare(caller: Caller, clientId: string, sessionId: string | undefined): Promise<Session | undefined> {
    if (sessionId === undefined) return undefined;
    const session = await deps.sessionsService.get(caller, sessionId).catch((error: unknown) => {
      throw isNotFound(error) ? sessionNotFound() : error;
    });
    if (session.clientId !== clientId || session.coachId !== caller.userId) throw sessionNotFound();
    return session;
  }

  /** The last completed session with this coach (before the one being prepared, if any). */
  async function lastCompletedSession(caller: Caller, clientId: string, before: Session | undefined): Promise<Session | undefined> {
    const { sessions } = await deps.sessionsService.list(caller, { status: ['completed'], clientId, page: 1, limit: 20, sort: '-scheduledDate' });
    return sessions.find((session) => session.coachId === caller.userId && (!before || session.scheduledDate < before.scheduledDate));
  }

  return {
    async brief(caller: Caller, body: PreSessionBriefBody): Promise<PreSessionBrief> {
      const client = await requireClient(caller, body.clientId);
      const settings = await usersService.coachSettingsOf(caller.userId);
      if (!settings.aiAssistance.sessionPreparation) throw new AppError('FORBIDDEN', AI_TOOLS_MESSAGES.sessionPreparationOff);
      const now = clock();
      const session = await sessionToPrepare(caller, client._id, body.sessionId);
      const [privacy, goals, conversations, last] = await Promise.all([
        usersService.privacyOf(client._id),
        deps.goalsService.goalsOfClient(client._id),
        aiConversationsOf(caller, client._id),
        lastCompletedSession(caller, client._id, session),
      ]);
      // "Since last time": since the last session ended.
      const since = last ? new Date(last.completedAt ?? last.endDate) : new Date(now.getTime() - AI_TOOLS_LIMITS.sinceDaysWithoutSession * DAY_MS);
      const facts: BriefFacts = {
        clientFirstName: client.profile.firstName,
        methodology: conversations[0]?.coachingContext.methodology ?? DEFAULT_METHODOLOGY,
        sinceLastSession: last !== undefined,
        goals: goalsSince(goals, since),
        openActionItems: openActionItems(conversations, last),
        aiSummaries: aiSummariesSince(conversations, since),
        challenges: client.clientSpecific?.currentChallenges ?? [],
        lastSessionNotes: last?.notes || undefined,
        now,
      };
      const modelQuestions = await askModel(asked, 'brief', briefTask(facts), readBriefAnswer);
      return {
        client: { _id: client._id, firstName: client.profile.firstName, lastName: client.profile.lastName },
        ...(session ? { session: { _id: session._id, title: session.title, scheduledDate: session.scheduledDate, duration: session.duration } } : {}),
        sinceDate: since.toISOString(),
        sinceLastSession: facts.sinceLastSession,
        goals: [...facts.goals],
        openActionItems: [...facts.openActionItems],
        aiSummaries: [...facts.aiSummaries],
        transcriptSharing: privacy.shareProgressWithCoach ? 'full' : 'summary',
        ...(facts.lastSessionNotes ? { lastSessionNotes: facts.lastSessionNotes } : {}),
        suggestedQuestions: modelQuestions ?? briefQuestions(facts),
        generatedBy: modelQuestions ? 'model' : 'builtin',
        generatedAt: now.toISOString(),
      };
    },

    /**
     * A conversation between the coach and their client, or an AI conversation of the coach's client.
     * A client who shares summaries only gets their AI conversation's stored summary back, never one
     * made from its messages (and no model reads them).
     */
    async summary(caller: Caller, body: ConversationSummaryBody): Promise<ConversationSummary> {
      policy.requireRole(caller, 'aiTools.use');
      const now = clock();
      const people = await deps.conversationsService.get(caller, body.conversationId).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      if (people) {
        await policy.require(caller, 'aiTools.use', people.clientId, conversationNotFound);
        const { turns, methodology } = await deps.conversationsService.coachingInsights(caller, people._id);
        return summaryOf({ conversationId: people._id, kind: 'conversation', title: people.title, methodology, turns, now });
      }
      const ai = await deps.aiConversationsService.get(caller, body.conversationId).catch((error: unknown) => {
        throw isNotFound(error) ? conversationNotFound() : error;
      });
      await policy.require(caller, 'aiTools.use', ai.clientId, conversationNotFound);
      // The access policy has decided what this coach sees of the conversation: the summary only, or its messages.
      if (ai.transcript === 'summary') {
        return {
          conversationId: ai._id,
          kind: 'ai_conversation',
          title: ai.title,
          summary: ai.sessionSummary.summary,
          keyPoints: ai.sessionSummary.keyInsights.slice(0, AI_TOOLS_LIMITS.summaryPoints),
          actionItems: ai.sessionSummary.actionItems.map((item) => item.item).slice(0, AI_TOOLS_LIMITS.summaryPoints),
          ...sentimentOf(ai.analytics.sentiment),
          source: 'stored_summary',
          generatedBy: 'builtin',
        };
      }
      return summaryOf({ conversationId: ai._id, kind: 'ai_conversation', title: ai.title, methodology: ai.coachingContext.methodology, turns: aiTurns(ai.messages), now });
    },

    async goalSuggestions(caller: Caller, body: GoalSuggestionsBody): Promise<GoalSuggestions> {
      const client = await requireClient(caller, body.clientId);
      const [goals, conversations, talks] = await Promise.all([
        deps.goalsService.goalsOfClient(client._id),
        aiConversationsOf(caller, client._id),
        deps.conversationsService.list(caller, { clientId: client._id, page: 1, limit: 20, sortBy: 'updatedAt', sortOrder: 'desc' }),
      ]);
      const sources = {
        statedGoals: client.clientSpecific?.goals ?? [],
        challenges: client.clientSpecific?.currentChallenges ?? [],
        insights: conversations.flatMap((conversation) => conversation.sessionSummary.keyInsights).slice(0, 3),
        themes: [
          ...new Set([
            ...conversations.flatMap((conversation) => [...conversation.coachingContext.focusAreas, ...conversation.goals]),
            ...talks.conversations.flatMap((conversation) => conversation.tags),
          ]),
        ].slice(0, 5),
        activeGoalTitles: goals.filter((goal) => goal.status === 'active').map((goal) => goal.title),
      };
      const fromModel = await askModel(asked, 'goal-suggestions', goalSuggestionsTask(sources), readGoalSuggestionsAnswer);
      const modelSuggestions = fromModel ? withoutDuplicates(fromModel, sources.activeGoalTitles) : [];
      if (modelSuggestions.length > 0) return { suggestions: modelSuggestions, generatedBy: 'model' };
      return { suggestions: suggestGoals(sources), generatedBy: 'builtin' };
    },
  };

  async function summaryOf(input: Omit<Parameters<typeof summariseConversation>[0], 'turns'> & {
    conversationId: string;
    kind: ConversationSummary['kind'];
    title: string;
    turns: Parameters<typeof summariseConversation>[0]['turns'];
  }): Promise<ConversationSummary> {
    const { conversationId, kind, title, turns } = input;
    const base = { conversationId, kind, title, source: 'messages' as const };
    const fromModel = turns.length > 0 ? await askModel(asked, 'summary', summaryTask({ title, methodology: input.methodology, turns }), readSummaryAnswer) : undefined;
    if (fromModel) return { ...base, ...fromModel, ...clientSentiment(turns), generatedBy: 'model' };
    const { summary, keyPoints, actionItems, sentiment, sentimentScore } = summariseConversation(input);
    return { ...base, summary, keyPoints, actionItems, sentiment, sentimentScore, generatedBy: 'builtin' };
  }
}

export type AiToolsService = ReturnType<typeof createAiToolsService>;
