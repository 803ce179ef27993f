import { type AiDefaults, defaultPlatformSettings } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessPolicy } from '../../access/index.js';
import type { CoachModel } from '../../ai/index.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { ConversationsService as PeopleConversationsService } from '../conversations/conversations.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PlatformSettingsStore } from '../settings/index.js';
import type { UsersService } from '../users/users.service.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Platform } from '../../platform.js';
import type { ListChanges, UserEvents } from '../../realtime/index.js';
import { defineModule } from '../module.js';
import { createConversationAccess } from './access.js';
import { createActionItemsRepository } from './action-items.repository.js';
import { aiRoutes } from './ai.routes.js';
import { createAlertsService } from './alerts.service.js';
import { assistGoalRoutes } from './assist-goal.routes.js';
import { createAssistGoalService } from './assist-goal.service.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';
import { createClientAiConfigRepository } from './client-ai-config.repository.js';
import { createClientAiConfigService } from './client-ai-config.service.js';
import { createConversationViews } from './conversation-views.js';
import { createTranscriptReadsRepository } from './transcript-reads.repository.js';
import { createTranscriptTransparency } from './transparency.js';
import { transparencyRoutes } from './transparency.routes.js';
import { conversationsRoutes } from './conversations.routes.js';
import { createConversationsRepository } from './conversations.repository.js';
import { createConversationsService } from './conversations.service.js';
import { createCrisisResourcesRepository } from './crisis-resources.repository.js';
import { createConversationDigest } from './digest.js';
import { createGuardrailsService } from './guardrails.service.js';
import { insightsRoutes } from './insights.routes.js';
import { createInsightsService } from './insights.service.js';
import { createMessagesRepository } from './messages.repository.js';
import { createOversightRepository } from './oversight.repository.js';
import { oversightRoutes } from './oversight.routes.js';
import { createOversightService } from './oversight.service.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';
import { createSafetyRepository } from './safety.repository.js';
import { createSafetyService } from './safety.service.js';

/** Every service of the AI coach, built on one set of repositories. */
export function createAiCoachingServices(deps: {
  db: Db;
  model: CoachModel;
  usersService: UsersService;
  goalsService: Pick<GoalsService, 'activeGoalTitles'>;
  policy: AccessPolicy;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** How long the model may stay silent while it replies (AI_TIMEOUT_MS). */
  replyTimeoutMs: number;
  logger: { warn(details: object, message: string): void };
  /** The platform's AI defaults (an admin sets them, issue 20): where new conversations and a client's AI coach start. */
  aiDefaults?: () => AiDefaults;
  /** Safety alerts reach the client's coach by mail, and the coach's and admins' open pages as events. */
  mailer: Pick<Mailer, 'send'>;
  userEvents: Pick<UserEvents, 'publish'>;
  /** Each person's conversation list is kept in memory; every write of the repositories below drops it. */
  lists: Pick<ListChanges, 'cache' | 'changed'>;
  /** Safety alerts become notifications of the coach and the admins. */
  notifications?: Pick<NotificationsService, 'safetyAlert'>;
  /** /ai/suggestions and /ai/analyze also read the conversations between a coach and a client. */
  peopleConversations?: Pick<PeopleConversationsService, 'coachingInsights' | 'updateAiConfig'>;
  publicUrl: string;
}) {
  const { db, model, usersService, goalsService, policy, transaction, clock, logger, lists } = deps;
  const listChanged = (ownerId: string) => lists.changed('aiConversations', ownerId);
  const conversations = createConversationsRepository(db, listChanged);
  const messages = createMessagesRepository(db, listChanged);
  const actionItems = createActionItemsRepository(db, listChanged);
  const safety = createSafetyRepository(db);
  const clientSettings = createClientAiConfigRepository(db);
  const transparency = createTranscriptTransparency({ policy, reads: createTranscriptReadsRepository(db), clock });
  const oversight = createOversightRepository(db);

  const access = createConversationAccess({ conversations, policy });
  const views = createConversationViews({ messages, actionItems, usersService, transparency });
  const digest = createConversationDigest({ conversations, messages, actionItems, clock });
  const aiDefaults = deps.aiDefaults ?? (() => defaultPlatformSettings().ai.defaults);
  const guardrailsService = createGuardrailsService({ safety, usersService, policy, clock, aiDefaults });
  const safetyService = createSafetyService({
    conversations,
    messages,
    safety,
    usersService,
    model,
    mailer: deps.mailer,
    userEvents: deps.userEvents,
    notifications: deps.notifications,
    publicUrl: deps.publicUrl,
    transaction,
    clock,
    logger,
  });
  const conversationsService = createConversationsService({
    access,
    policy,
    conversations,
    messages,
    views,
    digest,
    usersService,
    clock,
    lists,
    peopleConversations: deps.peopleConversations,
    clientSettings,
    aiDefaults,
  });
  return {
    assistGoalService: createAssistGoalService({ model, policy, logger }),
    guardrailsService,
    conversationsService,
    clientAiConfigService: createClientAiConfigService({ repository: clientSettings, safety, policy, usersService, conversationsService, clock, aiDefaults }),
    recordsService: createRecordsService({ access, actionItems, messages, views, digest, clock }),
    transparency,
    insightsService: createInsightsService({
      access,
      policy,
      conversations,
      messages,
      actionItems,
      safety,
      usersService,
      goalsService,
      peopleConversations: deps.peopleConversations,
      model,
      clock,
    }),
    alertsService: createAlertsService({ safety, oversight, conversations, policy, usersService, userEvents: deps.userEvents, transaction, clock }),
    oversightService: createOversightService({ access, policy, oversight, actionItems, usersService, clock }),
    chatService: createChatService({
      access,
      conversations,
      messages,
      safetyService,
      views,
      digest,
      guardrails: guardrailsService,
      clientSettings,
      usersService,
      goalsService,
      model,
      transaction,
      clock,
      replyTimeoutMs: deps.replyTimeoutMs,
      logger,
    }),
  };
}

export type AiCoachingServices = ReturnType<typeof createAiCoachingServices>;

export type AiCoachingRoutesOptions = { services: AiCoachingServices; guards: Guards; messagesPerMinute: () => number };

/** /api/ai-coaching: goal help, conversations, the chat and its stream, records, insights and guardrails. */
export const aiCoachingRoutes: FastifyPluginAsyncZod<AiCoachingRoutesOptions> = async (app, { services, guards, messagesPerMinute }) => {
  await app.register(assistGoalRoutes, { assistGoalService: services.assistGoalService, guards });
  await app.register(conversationsRoutes, { conversationsService: services.conversationsService, guards });
  await app.register(chatRoutes, { chatService: services.chatService, guards, messagesPerMinute });
  await app.register(recordsRoutes, { recordsService: services.recordsService, guards });
  await app.register(insightsRoutes, {
    insightsService: services.insightsService,
    guardrailsService: services.guardrailsService,
    alertsService: services.alertsService,
    guards,
  });
  await app.register(oversightRoutes, { oversightService: services.oversightService, alertsService: services.alertsService, guards });
  await app.register(transparencyRoutes, { transparency: services.transparency, guards });
};

type Needs = Pick<Platform, 'db' | 'config' | 'model' | 'mailer' | 'userEvents' | 'realtime' | 'transaction' | 'clock' | 'logger'> & {
  usersService: UsersService;
  goalsService: Pick<GoalsService, 'activeGoalTitles'>;
  accessPolicy: AccessPolicy;
  guards: Guards;
  notificationsService: NotificationsService;
  conversationsService: PeopleConversationsService;
  platformSettings: PlatformSettingsStore;
};

/** /api/ai-coaching and /api/ai: the AI coach, its conversations, safety, insights and guardrails. */
export const aiCoachingModule = defineModule({
  name: 'ai-coaching',
  build: (deps: Needs) => {
    const { config, guards } = deps;
    const services = createAiCoachingServices({
      db: deps.db,
      model: deps.model,
      usersService: deps.usersService,
      goalsService: deps.goalsService,
      policy: deps.accessPolicy,
      transaction: deps.transaction,
      clock: deps.clock,
      replyTimeoutMs: config.ai.timeoutMs,
      logger: deps.logger,
      aiDefaults: () => deps.platformSettings.current().ai.defaults,
      mailer: deps.mailer,
      userEvents: deps.userEvents,
      lists: deps.realtime.lists,
      notifications: deps.notificationsService,
      peopleConversations: deps.conversationsService,
      publicUrl: config.publicUrl,
    });
    return {
      // aiConversationsService: the coach's AI tools read a client's AI conversations (summaries within their sharing choice).
      // crisisResources: admins edit the table the safety screen reads (/admin/ai-settings).
      provides: {
        clientAiConfigService: services.clientAiConfigService,
        aiConversationsService: services.conversationsService,
        crisisResources: createCrisisResourcesRepository(deps.db, deps.clock),
      },
      routes: async (api) => {
        await api.register(aiCoachingRoutes, { prefix: '/ai-coaching', services, guards, messagesPerMinute: () => deps.platformSettings.current().ai.messagesPerMinute });
        await api.register(aiRoutes, {
          prefix: '/ai',
          insightsService: services.insightsService,
          conversationsService: services.conversationsService,
          guards,
        });
      },
    };
  },
});
