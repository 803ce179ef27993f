import {
  AI_CHAT_LIMITS,
  AI_COACHING_MESSAGES,
  estimateTokens,
  type AiConversationStatus,
  type MessageMetadata,
  type SendAiMessageBody,
} from '@coaching/contract';
import type { Caller } from '../../access/index.js';
import { currentStage } from '../../ai/analysis.js';
import type { CoachingRequest, CoachModel } from '../../ai/index.js';
import { sentimentScore } from '../../ai/sentiment.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationAccessChecks } from './access.js';
import type { ConversationViews } from './conversation-views.js';
import type { AiConversationRow, ConversationsRepository } from './conversations.repository.js';
import type { ConversationDigest } from './digest.js';
import type { ClientAiConfigRepository } from './client-ai-config.repository.js';
import type { GuardrailsService } from './guardrails.service.js';
import { AI_COACH_ROLE, CLIENT_ROLE, toAiMessage, toTurns } from './mapper.js';
import type { AiMessageRow, MessagesRepository } from './messages.repository.js';
import { collectReply, type CollectedReply } from './reply-stream.js';
import type { SafetyService } from './safety.service.js';
import { titleFromMessage } from './title.js';

export type ChatInput = { content: string; messageType: NonNullable<SendAiMessageBody['messageType']> };
export type ChatOptions = {
  /** Aborts when the client goes away: the model is stopped and what arrived is kept, marked incomplete. */
  signal?: AbortSignal;
  /** Each piece of the reply as it arrives (the SSE stream); a safety reply arrives as one piece. */
  onPiece?: (piece: string) => void | Promise<void>;
};

/** Conversations that take new messages; a completed (or archived) one is a record, not a chat. */
const OPEN_STATUSES: readonly AiConversationStatus[] = ['active', 'paused'];

const unavailable = () => new AppError('AI_SERVICE_UNAVAILABLE');
const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

function replyMetadata(text: string, processingTime: number, extra: Partial<MessageMetadata>): MessageMetadata {
  return { tokens: estimateTokens(text), processingTime, sentiment: sentimentScore(text), messageType: 'ai_response', ...extra };
}

const elapsedSince = (started: number) => Math.max(0, Math.round(performance.now() - started));

/**
 * One exchange with the AI coach. The client's message is stored before anything else happens; the
 * safety service answers risks and extraction attempts itself, without the model; otherwise the model
 * streams its reply, which is stored whole, or as far as it got (marked incomplete) when it breaks off
 * or the client goes away.
 */
export function createChatService(deps: {
  access: ConversationAccessChecks;
  conversations: Pick<ConversationsRepository, 'update' | 'earlierSummaryOf' | 'nameAfterFirstMessage'>;
  messages: Pick<MessagesRepository, 'insert' | 'latestOf'>;
  safetyService: Pick<SafetyService, 'respond'>;
  views: ConversationViews;
  digest: ConversationDigest;
  guardrails: Pick<GuardrailsService, 'effective'>;
  /** The context and frameworks the client's coach set for their AI coach. */
  clientSettings: Pick<ClientAiConfigRepository, 'settingsOf'>;
  usersService: Pick<UsersService, 'findPerson'>;
  goalsService: Pick<GoalsService, 'activeGoalTitles'>;
  model: CoachModel;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** How long the model may stay silent (before its first piece or between two) before it counts as failed. */
  replyTimeoutMs: number;
  logger: { warn(details: object, message: string): void };
}) {
  const { access, conversations, messages, safetyService, views, digest, model, clock, logger } = deps;

  async function result(caller: Caller, row: AiConversationRow, userMessage: AiMessageRow, reply: AiMessageRow) {
    return { message: toAiMessage(reply), userMessage: toAiMessage(userMessage), conversation: await views.one(caller, row) };
  }

  /**
   * Everything the model may know: this user's own context, and nothing of anyone else's. Only the
   * owner writes to a conversation, so the caller's role says whom the AI speaks with: a coach's own
   * conversation is their practice assistant, not coaching.
   */
  async function coachingRequest(caller: Caller, row: AiConversationRow, userMessage: AiMessageRow): Promise<CoachingRequest> {
    const [person, guardrails, goalTitles, earlierSummary, history, settings] = await Promise.all([
      deps.usersService.findPerson(row.userId),
      deps.guardrails.effective(row.userId),
      deps.goalsService.activeGoalTitles(row.userId),
      conversations.earlierSummaryOf(row.userId, row.id),
      messages.latestOf(row.id, AI_CHAT_LIMITS.historyTurns, userMessage.id),
      deps.clientSettings.settingsOf(row.userId),
    ]);
    return {
      audience: caller.role === 'coach' ? 'coach' : 'client',
      methodology: row.methodology,
      guardrails,
      aiConfig: row.aiConfig,
      client: {
        firstName: person?.firstName ?? '',
        goals: unique([...goalTitles, ...row.goals]),
        focusAreas: row.focusAreas,
        earlierSummary,
        coachContext: settings?.context ?? '',
        frameworks: settings?.frameworks ?? [],
      },
      history: toTurns(history),
      message: userMessage.content,
    };
  }

  /** A reply the safety screen gave (a crisis, a concern, a refusal): no model call and no coaching. */
  async function answeredBySafety(caller: Caller, row: AiConversationRow, userMessage: AiMessageRow, reply: AiMessageRow, options: ChatOptions) {
    await options.onPiece?.(reply.content);
    // Counted like any exchange (messages, sentiment, engagement, activity), but nothing is taken from
    // it: no commitments, insights or summary drawn from a crisis or an extraction attempt.
    const updated = await digest.afterFixedReply(row);
    return result(caller, updated, userMessage, reply);
  }

  /**
   * A conversation created without a title takes one from its first message. Not from a message the
   * safety screen answered: a crisis must not become the name shown in the list; the derived title stays.
   */
  async function nameAfterFirstMessage(row: AiConversationRow, userMessage: AiMessageRow, answeredBySafety: boolean) {
    if (!row.titleFromFirstMessage) return row;
    const title = (answeredBySafety ? '' : titleFromMessage(userMessage.content)) || row.title;
    return (await conversations.nameAfterFirstMessage(row.id, title)) ?? row;
  }

  async function storeReply(row: AiConversationRow, request: CoachingRequest, collected: CollectedReply, processingTime: number) {
    const turns = [...request.history, { speaker: 'client' as const, content: request.message }, { speaker: 'coach' as const, content: collected.text }];
    const stage = currentStage(row.methodology, turns);
    const metadata = replyMetadata(collected.text, processingTime, {
      ...(stage ? { stage } : {}),
      ...(collected.ending === 'complete' ? {} : { incomplete: true }),
      ...(collected.ending === 'failed' ? { error: true } : {}),
    });
    return messages.insert({ conversationId: row.id, role: AI_COACH_ROLE, content: collected.text, metadata, at: clock() });
  }

  async function answerWithModel(caller: Caller, row: AiConversationRow, userMessage: AiMessageRow, options: ChatOptions) {
    let reply: AiMessageRow | undefined;
    try {
      const request = await coachingRequest(caller, row, userMessage);
      const started = performance.now();
      const collected = await collectReply((signal) => model.streamReply(request, { signal }), {
        idleTimeoutMs: deps.replyTimeoutMs,
        cancelled: options.signal,
        onPiece: options.onPiece,
      });
      if (collected.text !== '') reply = await storeReply(row, request, collected, elapsedSince(started));
      if (collected.ending === 'failed') {
        logger.warn({ model: model.name, reason: collected.reason, userId: caller.userId, conversationId: row.id }, 'AI model unavailable');
      }
      // Nothing to answer with: the model failed, said nothing, or the client left before the first word.
      if (!reply || collected.ending === 'failed') throw unavailable();
    } finally {
      // The client's message counts even when the model failed: commitments, insights and analytics.
      row = await digest.afterExchange(row, userMessage.content);
    }
    return result(caller, row, userMessage, reply);
  }

  return {
    async send(caller: Caller, conversationId: string, input: ChatInput, options: ChatOptions = {}) {
      const row = await access.conversation(caller, conversationId, 'write');
      if (!OPEN_STATUSES.includes(row.status)) throw new AppError('CONFLICT', AI_COACHING_MESSAGES.conversationNotActive);
      const metadata: MessageMetadata = {
        tokens: estimateTokens(input.content),
        processingTime: 0,
        sentiment: sentimentScore(input.content),
        messageType: input.messageType,
      };
      const userMessage = await messages.insert({ conversationId: row.id, role: CLIENT_ROLE, content: input.content, metadata, at: clock() });
      const safety = await safetyService.respond(row, userMessage, { signal: options.signal });
      const named = await nameAfterFirstMessage(safety.row, userMessage, safety.kind === 'answered');
      if (safety.kind === 'answered') return answeredBySafety(caller, named, userMessage, safety.reply, options);
      return answerWithModel(caller, named, userMessage, options);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export type ChatResult = Awaited<ReturnType<ChatService['send']>>;
