import {
  COACHING_STYLE_OF_METHODOLOGY,
  COACHING_STYLES,
  METHODOLOGY_OF_COACHING_STYLE,
  AI_CHAT_LIMITS,
  AI_COACHING_MESSAGES,
  type AiConfig,
  type AiConversation,
  type AiConversationList,
  type Conversation,
  type AiConversationListQuerySchema,
  type CompleteAiSessionBodySchema,
  type CreateAiConversationBodySchema,
  type AiDefaults,
  defaultAiConfig,
  type Methodology,
  type UpdateAiContextBodySchema,
} from '@coaching/contract';
import type { z } from 'zod';
import { currentStage } from '../../ai/analysis.js';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { ListChanges } from '../../realtime/index.js';
import type { ConversationsService as PeopleConversationsService } from '../conversations/conversations.service.js';
import type { UsersService } from '../users/users.service.js';
import { conversationNotFound, type ConversationAccessChecks } from './access.js';
import type { ConversationViews } from './conversation-views.js';
import type { ClientAiConfigRepository, ClientAiSettingsRecord } from './client-ai-config.repository.js';
import type { AiConversationRow, ConversationOwners, ConversationsRepository } from './conversations.repository.js';
import type { ConversationDigest } from './digest.js';
import { toTurns } from './mapper.js';
import type { MessagesRepository } from './messages.repository.js';

type CreateBody = z.output<typeof CreateAiConversationBodySchema>;
type ListQuery = z.output<typeof AiConversationListQuerySchema>;
type ContextBody = z.output<typeof UpdateAiContextBodySchema>;
type CompleteBody = z.output<typeof CompleteAiSessionBodySchema>;

const clientNotFound = () => new AppError('NOT_FOUND', 'Client not found');

/**
 * The title a conversation starts with; without one from the user, their first goal, else their focus
 * areas, else the default, until the first message names it (chat.service).
 */
function titleFor(body: CreateBody): string {
  const derived = body.title || body.goals[0] || body.focusAreas.join(', ') || AI_COACHING_MESSAGES.newConversationTitle;
  return derived.slice(0, AI_CHAT_LIMITS.titleMaxLength);
}

export function createConversationsService(deps: {
  access: ConversationAccessChecks;
  policy: Pick<AccessPolicy, 'requireRole' | 'require' | 'reachesEveryone'>;
  conversations: Pick<ConversationsRepository, 'insert' | 'update' | 'delete' | 'list' | 'latestOf' | 'findById' | 'listAllOf'>;
  /** What the client's coach set for their AI coach: new conversations start from it. */
  clientSettings: Pick<ClientAiConfigRepository, 'settingsOf'>;
  messages: Pick<MessagesRepository, 'listOf'>;
  views: ConversationViews;
  digest: ConversationDigest;
  /** findAccountById: the coaching style the client prefers (their profile's clientSpecific.preferredCoachingStyle). */
  usersService: Pick<UsersService, 'findPerson' | 'findAccountById'>;
  clock: () => Date;
  /** One person's list is kept in memory between writes (the repositories tell of every write). */
  lists: Pick<ListChanges, 'cache'>;
  /** PUT /ai/config/{id} also configures the assistant of a conversation between a coach and a client. */
  peopleConversations?: Pick<PeopleConversationsService, 'updateAiConfig'>;
  /** The platform's AI defaults: a conversation without its coach's settings starts from them. */
  aiDefaults: () => AiDefaults;
}) {
  const { access, policy, conversations, views, clock } = deps;
  const conversationLists = deps.lists.cache('aiConversations');

  async function readPage(owners: ConversationOwners, query: ListQuery): Promise<AiConversationList> {
    const { rows, total } = await conversations.list(owners, query);
    return { conversations: await views.many(rows), pagination: { page: query.page, limit: query.limit, total } };
  }

  /** Whose conversations a list shows: the caller's own, a coach's client's, or for an admin anyone's. */
  async function listOwners(caller: Caller, clientId: string | undefined): Promise<ConversationOwners> {
    if (clientId === undefined && policy.reachesEveryone(caller, 'conversations.read')) return 'everyone';
    if (clientId === undefined || clientId === caller.userId) return { userIds: [caller.userId] };
    await policy.require(caller, 'conversations.read', clientId, clientNotFound);
    if (!(await deps.usersService.findPerson(clientId))) throw clientNotFound();
    return { userIds: [clientId] };
  }

  /** The coaching style the user chose on their profile, when it is one the AI coach has (older free text is not). */
  async function preferredStyleOf(userId: string) {
    const chosen = (await deps.usersService.findAccountById(userId))?.clientSpecific?.preferredCoachingStyle;
    return COACHING_STYLES.find((style) => style === chosen);
  }

  /**
   * The methodology of a new conversation when the body names none: the coaching style the client
   * prefers (My Profile), else the one their coach set for them, else that of their most recent
   * conversation, else the default. The client's own choice comes first as it does within a
   * conversation, where the owner may change its coaching style.
   */
  async function defaultMethodology(userId: string, settings: ClientAiSettingsRecord | undefined): Promise<Methodology> {
    const preferred = await preferredStyleOf(userId);
    if (preferred) return METHODOLOGY_OF_COACHING_STYLE[preferred];
    if (settings) return METHODOLOGY_OF_COACHING_STYLE[settings.coachingStyle];
    const [latest] = await conversations.latestOf([userId], 1);
    return latest?.methodology ?? METHODOLOGY_OF_COACHING_STYLE[deps.aiDefaults().coachingStyle];
  }

  /**
   * The changes that move a conversation to another methodology: its stages start over from the
   * messages so far, and aiConfig.coaching_style, the same setting in the AI config form's terms, follows.
   */
  async function methodologyChange(row: AiConversationRow, methodology: Methodology | undefined) {
    if (methodology === undefined || methodology === row.methodology) return {};
    const stage = currentStage(methodology, toTurns(await deps.messages.listOf(row.id)));
    return { methodology, stage, aiConfig: { ...row.aiConfig, coaching_style: COACHING_STYLE_OF_METHODOLOGY[methodology] } };
  }

  return {
    async create(caller: Caller, body: CreateBody): Promise<AiConversation> {
      policy.requireRole(caller, 'conversations.create');
      const now = clock();
      const settings = await deps.clientSettings.settingsOf(caller.userId);
      const methodology = body.methodology ?? (await defaultMethodology(caller.userId, settings));
      const row = await conversations.insert({
        userId: caller.userId,
        title: titleFor(body),
        titleFromFirstMessage: body.title === '',
        methodology,
        stage: currentStage(methodology, []),
        focusAreas: body.focusAreas,
        goals: body.goals,
        aiConfig: {
          ...defaultAiConfig(),
          temperature: deps.aiDefaults().temperature,
          maxTokens: deps.aiDefaults().maxTokens,
          ...(settings ? { temperature: settings.temperature, maxTokens: settings.maxTokens } : {}),
          coaching_style: COACHING_STYLE_OF_METHODOLOGY[methodology],
        },
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return views.one(caller, row);
    },

    /** One person's page is the same frozen object for every caller until their conversations change (see ListCache). */
    async list(caller: Caller, query: ListQuery): Promise<AiConversationList> {
      const owners = await listOwners(caller, query.clientId);
      const [owner, ...others] = owners === 'everyone' ? [] : owners.userIds;
      if (owner === undefined || others.length > 0) return readPage(owners, query);
      return conversationLists.read(owner, `${query.status ?? ''}:${query.page}:${query.limit}`, () => readPage(owners, query));
    },

    /** The client's coach sees the summary only when the client keeps their transcripts to themself; a full read by someone else is logged. */
    async get(caller: Caller, conversationId: string): Promise<AiConversation> {
      const row = await access.conversation(caller, conversationId, 'read');
      return views.one(caller, row);
    },

    /** Deletes the conversation with its messages, action items and alerts. */
    async remove(caller: Caller, conversationId: string): Promise<void> {
      const row = await access.conversation(caller, conversationId, 'write');
      await conversations.delete(row.id);
    },

    async updateContext(caller: Caller, conversationId: string, body: ContextBody): Promise<AiConversation> {
      const row = await access.conversation(caller, conversationId, 'write');
      const updated = await conversations.update(row.id, {
        ...(body.focusAreas ? { focusAreas: body.focusAreas } : {}),
        ...(body.goals ? { goals: body.goals } : {}),
        ...(await methodologyChange(row, body.methodology)),
        updatedAt: clock(),
      });
      return views.one(caller, updated ?? row);
    },

    /**
     * The client's coach and admins may change every setting. The owner may pick the coaching style
     * (as they may the methodology) and nothing else: the rest, systemPrompt above all, is how their
     * coach shapes the AI coach, and the owner must not be able to override it.
     */
    async updateAiConfig(caller: Caller, conversationId: string, config: Partial<AiConfig>): Promise<AiConversation | Conversation> {
      if (deps.peopleConversations && !(await conversations.findById(conversationId))) {
        return deps.peopleConversations.updateAiConfig(caller, conversationId, config);
      }
      const row = await access.conversation(caller, conversationId, 'read');
      const { coaching_style: style, ...settings } = config;
      const methodology = style && METHODOLOGY_OF_COACHING_STYLE[style];
      if (Object.values(settings).some((value) => value !== undefined)) {
        await policy.require(caller, 'conversations.configureAi', row.userId, conversationNotFound);
      }
      const updated = await conversations.update(row.id, {
        ...(await methodologyChange(row, methodology)),
        aiConfig: { ...row.aiConfig, ...settings, coaching_style: COACHING_STYLE_OF_METHODOLOGY[methodology ?? row.methodology] },
        updatedAt: clock(),
      });
      return views.one(caller, updated ?? row);
    },

    /**
     * A change the client's coach made to the client's AI settings reaches their open conversations:
     * methodology (stages start over from the messages so far) and model settings. No permission check:
     * the client AI config service has made it.
     */
    async applyClientSettings(clientId: string, settings: { methodology: Methodology; temperature: number; maxTokens: number }): Promise<void> {
      for (const row of await conversations.listAllOf(clientId)) {
        if (row.status !== 'active') continue;
        await conversations.update(row.id, {
          ...(await methodologyChange(row, settings.methodology)),
          aiConfig: { ...row.aiConfig, temperature: settings.temperature, maxTokens: settings.maxTokens, coaching_style: COACHING_STYLE_OF_METHODOLOGY[settings.methodology] },
          updatedAt: clock(),
        });
      }
    },

    async complete(caller: Caller, conversationId: string, body: CompleteBody): Promise<AiConversation> {
      const row = await access.conversation(caller, conversationId, 'write');
      if (row.status === 'completed') throw new AppError('CONFLICT', AI_COACHING_MESSAGES.conversationNotActive);
      const now = clock();
      const updated = await conversations.update(row.id, {
        status: 'completed',
        completedAt: now,
        rating: body.rating,
        nextSessionFocus: body.nextSessionFocus,
        updatedAt: now,
      });
      return views.one(caller, updated ?? row);
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
