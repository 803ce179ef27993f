import {
  type AiConfig,
  COACH_SETTINGS_MESSAGES,
  CONVERSATION_MESSAGES,
  DEFAULT_SENTIMENT,
  METHODOLOGY_OF_COACHING_STYLE,
  type Conversation,
  type ConversationAnalytics,
  type ConversationExport,
  type ConversationList,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationMessagePage,
  type ConversationMessageRole,
  type CreateConversationBodySchema,
  type Methodology,
  type UpdateConversationBodySchema,
} from '@coaching/contract';
import type { z } from 'zod';
import type { AccessPolicy, Action, Caller } from '../../access/index.js';
import { currentStage } from '../../ai/analysis.js';
import { engagementOf, sentimentScore } from '../../ai/sentiment.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { UserEvents } from '../../realtime/index.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Person, UsersService } from '../users/users.service.js';
import { aiConfigOf, decodeCursor, encodeCursor, toConversation, toConversationMessage } from './conversations.mapper.js';
import { conversationTranscript } from './transcript.js';
import type { ConversationRow, ConversationsRepository, ConversationView } from './conversations.repository.js';

type CreateBody = z.output<typeof CreateConversationBodySchema>;
type UpdateBody = z.output<typeof UpdateConversationBodySchema>;

const MINUTE_MS = 60_000;
const conversationNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
const notYourClient = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.clientNotYours);

/** Conversations between a client and their coach: the people's own talk, with read markers and live delivery. */
export function createConversationsService(deps: {
  conversations: ConversationsRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'require' | 'requireInConversation' | 'reachesEveryone'>;
  usersService: Pick<UsersService, 'findPerson' | 'findPeople' | 'coachSettingsOf'>;
  userEvents: Pick<UserEvents, 'publish' | 'signal'>;
  /** The other person hears of a message in their notifications (and by mail) unless they are on the conversation. */
  notifications: Pick<NotificationsService, 'messageArrived' | 'conversationRead'>;
  clock: () => Date;
}) {
  const { conversations, policy, usersService, userEvents, clock } = deps;

  /** The conversation, when the caller may do `action` to it: 404 for anyone who may not know it exists. */
  async function accessible(caller: Caller, conversationId: string, action: Extract<Action, 'messaging.read' | 'messaging.write'>) {
    policy.requireRole(caller, action);
    const row = await conversations.findById(conversationId);
    if (!row) throw conversationNotFound();
    policy.requireInConversation(caller, action, row, conversationNotFound);
    return row;
  }

  async function peopleOf(rows: readonly ConversationRow[]): Promise<Map<string, Person>> {
    const ids = [...new Set(rows.flatMap((row) => [row.clientId, row.coachId]))];
    return new Map((await usersService.findPeople(ids)).map((person) => [person.id, person]));
  }

  /** The conversations as the caller sees them: with names, the last message and the caller's unread count. */
  async function shown(caller: Caller, found: readonly ConversationView[]): Promise<Conversation[]> {
    const people = await peopleOf(found.map((one) => one.row));
    return found.map(({ row, lastMessage, unread }) => toConversation(row, { people, lastMessage, unreadCount: unread, viewerId: caller.userId }));
  }

  async function view(caller: Caller, row: ConversationRow): Promise<Conversation> {
    const [one] = await shown(caller, await conversations.viewsOf([row], caller.userId));
    return one!;
  }

  const roleOf = (caller: Caller, row: ConversationRow): ConversationMessageRole => (caller.userId === row.coachId ? 'coach' : 'client');
  const otherOf = (caller: Caller, row: ConversationRow) => (caller.userId === row.coachId ? row.clientId : row.coachId);

  /** Who the conversation is with: a coach names their client; a client talks with their own coach. */
  async function participantsFor(caller: Caller, clientId: string | undefined): Promise<{ clientId: string; coachId: string }> {
    policy.requireRole(caller, 'messaging.start');
    if (caller.role === 'client') {
      if (clientId !== undefined && clientId !== caller.userId) throw notYourClient();
      const self = await usersService.findPerson(caller.userId);
      if (!self?.coachId) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.noCoach);
      // A coach who takes no direct messages still starts conversations with their clients themself.
      const { privacy } = await usersService.coachSettingsOf(self.coachId);
      if (!privacy.allowDirectMessages) throw new AppError('FORBIDDEN', COACH_SETTINGS_MESSAGES.directMessagesOff);
      return { clientId: caller.userId, coachId: self.coachId };
    }
    if (clientId === undefined) throw validationError([{ msg: CONVERSATION_MESSAGES.clientNotYours, path: 'clientId' }]);
    await policy.require(caller, 'messaging.start', clientId, notYourClient);
    return { clientId, coachId: caller.userId };
  }

  return {
    async create(caller: Caller, body: CreateBody): Promise<Conversation> {
      const participants = await participantsFor(caller, body.clientId);
      const now = clock();
      const row = await conversations.insert({
        ...participants,
        title: body.title,
        description: body.description,
        tags: body.tags,
        status: body.status,
        createdAt: now,
        updatedAt: now,
      });
      return view(caller, row);
    },

    /** The caller's conversations (an admin's: everyone's), newest first unless asked otherwise. */
    async list(caller: Caller, query: ConversationListQuery): Promise<ConversationList> {
      policy.requireRole(caller, 'messaging.read');
      const participant = policy.reachesEveryone(caller, 'messaging.read') ? 'everyone' : { userId: caller.userId };
      const { views, total } = await conversations.list(participant, query, caller.userId);
      return { conversations: await shown(caller, views), pagination: { page: query.page, limit: query.limit, total } };
    },

    async get(caller: Caller, conversationId: string): Promise<Conversation> {
      return view(caller, await accessible(caller, conversationId, 'messaging.read'));
    },

    async update(caller: Caller, conversationId: string, body: UpdateBody): Promise<Conversation> {
      const row = await accessible(caller, conversationId, 'messaging.write');
      const updated = await conversations.update(row.id, { ...body, updatedAt: clock() });
      return view(caller, updated ?? row);
    },

    /**
     * PUT /ai/config/{id} on a conversation between people: the settings of the assistant that suggests
     * to its coach. The coach and admins change them; the client, who can see the conversation, hears 403.
     * Fields left out keep their value.
     */
    async updateAiConfig(caller: Caller, conversationId: string, config: Partial<AiConfig>): Promise<Conversation> {
      const row = await accessible(caller, conversationId, 'messaging.read');
      policy.requireInConversation(caller, 'messaging.configureAi', row, conversationNotFound);
      const changes = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
      const updated = await conversations.update(row.id, { aiConfig: { ...aiConfigOf(row), ...changes }, updatedAt: clock() });
      return view(caller, updated ?? row);
    },

    /** The ids of the conversations between the calling coach and this client that are not archived yet. */
    async openWith(caller: Caller, clientId: string): Promise<string[]> {
      policy.requireRole(caller, 'messaging.read');
      const { views } = await conversations.list({ userId: caller.userId }, { page: 1, limit: 100, sortBy: 'updatedAt', sortOrder: 'desc', clientId }, caller.userId);
      return views.filter(({ row }) => row.coachId === caller.userId && row.status !== 'archived').map(({ row }) => row.id);
    },

    /** DELETE: archives (spec section 4); the messages stay. */
    async archive(caller: Caller, conversationId: string): Promise<Conversation> {
      const row = await accessible(caller, conversationId, 'messaging.write');
      const updated = await conversations.update(row.id, { status: 'archived', updatedAt: clock() });
      return view(caller, updated ?? row);
    },

    /**
     * Stores the message, then (once that has committed) tells both people's open pages. The role is
     * the sender's part in the conversation. A send retried with its Idempotency-Key is answered with
     * the first reply by the write-request layer: one message, told once.
     */
    async send(caller: Caller, conversationId: string, content: string): Promise<{ message: ConversationMessage; conversation: Conversation }> {
      const row = await accessible(caller, conversationId, 'messaging.write');
      if (row.status === 'archived') throw new AppError('CONFLICT', CONVERSATION_MESSAGES.archived);
      const now = clock();
      const stored = await conversations.insertMessage({
        conversationId: row.id,
        senderId: caller.userId,
        role: roleOf(caller, row),
        content,
        kind: 'text',
        at: now,
      });
      // The sender has read what they wrote.
      await conversations.markRead(row.id, caller.userId, stored.createdAt, now);
      const message = toConversationMessage(stored);
      userEvents.publish([row.clientId, row.coachId], { type: 'conversation.message', data: { conversationId: row.id, message } });
      const sender = await usersService.findPerson(caller.userId);
      await deps.notifications.messageArrived({
        recipientId: otherOf(caller, row),
        recipientRole: roleOf(caller, row) === 'coach' ? 'client' : 'coach',
        senderName: sender ? `${sender.firstName} ${sender.lastName}`.trim() : '',
        conversationId: row.id,
        conversationTitle: row.title,
        content,
      });
      return { message, conversation: await view(caller, (await conversations.findById(row.id)) ?? row) };
    },

    /** A page of messages, newest first; `before` is the nextCursor of the page before. */
    async messages(caller: Caller, conversationId: string, query: { before?: string; limit: number }): Promise<ConversationMessagePage> {
      const row = await accessible(caller, conversationId, 'messaging.read');
      const cursor = query.before === undefined ? undefined : decodeCursor(query.before);
      if (query.before !== undefined && !cursor) throw validationError([{ msg: CONVERSATION_MESSAGES.cursorInvalid, path: 'before' }]);
      const rows = await conversations.messagesPage(row.id, cursor, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { messages: page.map(toConversationMessage), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
    },

    /** Moves the caller's read marker up to the message (the latest when none is named), and tells their other pages. */
    async markRead(caller: Caller, conversationId: string, messageId: string | undefined): Promise<Conversation> {
      const row = await accessible(caller, conversationId, 'messaging.write');
      const upTo = messageId === undefined ? row.lastMessageAt : (await conversations.findMessage(row.id, messageId))?.createdAt;
      if (messageId !== undefined && !upTo) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.messageNotFound);
      // Opening (or keeping open) the conversation checks the reader in, so its messages notify nobody meanwhile.
      await conversations.markRead(row.id, caller.userId, upTo ?? new Date(0), clock());
      await deps.notifications.conversationRead(caller.userId, row.id);
      if (upTo) {
        userEvents.publish([row.clientId, row.coachId], {
          type: 'conversation.read',
          data: { conversationId: row.id, userId: caller.userId, readUpTo: upTo.toISOString() },
        });
      }
      return view(caller, row);
    },

    /** The other person's open pages show (or stop showing) that the caller is typing. Nothing is stored. */
    async typing(caller: Caller, conversationId: string, typing: boolean): Promise<void> {
      const row = await accessible(caller, conversationId, 'messaging.write');
      userEvents.signal(otherOf(caller, row), { type: 'conversation.typing', data: { conversationId: row.id, userId: caller.userId, typing } });
    },

    /** The unread messages of all the caller's open conversations: the shells' badge. */
    async unreadTotal(caller: Caller): Promise<number> {
      policy.requireRole(caller, 'messaging.read');
      return conversations.unreadTotalOf(caller.userId);
    },

    /**
     * What the coaching suggestions and the sentiment analysis of /api/ai read of this conversation:
     * the methodology's stage from the talk so far (solution-focused, the default), the client's
     * sentiment per message and overall, their engagement, and the tags as focus areas.
     */
    async coachingInsights(caller: Caller, conversationId: string) {
      const row = await accessible(caller, conversationId, 'messaging.read');
      const all = (await conversations.allMessages(row.id)).filter((message) => message.kind === 'text');
      const fromClient = all.filter((message) => message.role === 'client');
      const trend = fromClient.map((message) => ({ messageId: message.id, sentiment: sentimentScore(message.content), timestamp: message.createdAt.toISOString() }));
      const sentiment = trend.length ? Math.round((trend.reduce((sum, point) => sum + point.sentiment, 0) / trend.length) * 10_000) / 10_000 : DEFAULT_SENTIMENT;
      const turns = all.map((message) => ({ speaker: message.role === 'coach' ? ('coach' as const) : ('client' as const), content: message.content }));
      const aiConfig = aiConfigOf(row);
      const methodology: Methodology = METHODOLOGY_OF_COACHING_STYLE[aiConfig.coaching_style];
      return {
        methodology,
        aiConfig,
        turns,
        stage: currentStage(methodology, turns),
        sentiment,
        engagement: engagementOf(fromClient.map((message) => ({ content: message.content, timestamp: message.createdAt }))).level,
        messageCount: all.length,
        focusAreas: row.tags,
        trend,
      };
    },

    /** Counted from the stored messages: the client's sentiment and engagement, length and pace. */
    async analytics(caller: Caller, conversationId: string): Promise<ConversationAnalytics> {
      const row = await accessible(caller, conversationId, 'messaging.read');
      const all = (await conversations.allMessages(row.id)).filter((message) => message.kind === 'text');
      const fromClient = all.filter((message) => message.role === 'client');
      const engagement = engagementOf(fromClient.map((message) => ({ content: message.content, timestamp: message.createdAt })));
      const sentiments = fromClient.map((message) => sentimentScore(message.content));
      const first = all[0];
      const last = all.at(-1);
      return {
        totalMessages: all.length,
        conversationLength: first && last ? Math.floor((last.createdAt.getTime() - first.createdAt.getTime()) / MINUTE_MS) : 0,
        averageMessageLength: fromClient.length ? Math.round(fromClient.reduce((sum, message) => sum + message.content.length, 0) / fromClient.length) : 0,
        avgEngagementScore: engagement.score,
        sentiment: sentiments.length ? Math.round((sentiments.reduce((sum, value) => sum + value, 0) / sentiments.length) * 10_000) / 10_000 : 0.5,
        engagement: engagement.level,
        lastActivity: (row.lastMessageAt ?? row.updatedAt).toISOString(),
        clientSatisfactionRating: null,
      };
    },

    /** GET .../export: the conversation and every message (json, conversation-{id}.json), or a transcript (text). */
    async exportOf(caller: Caller, conversationId: string, format: 'json' | 'text') {
      const row = await accessible(caller, conversationId, 'messaging.read');
      const conversation = await view(caller, row);
      const all = await conversations.allMessages(row.id);
      const file: ConversationExport = { conversation, messages: all.map(toConversationMessage) };
      if (format === 'json') return { format, filename: `conversation-${row.id}.json`, file } as const;
      return { format, filename: `conversation-${row.id}.txt`, text: conversationTranscript(conversation, file.messages, caller.userId, clock()) } as const;
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
