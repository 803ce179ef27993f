import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import type { ConversationsService as AiConversationsService } from '../ai-coaching/conversations.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { defineModule } from '../module.js';
import { createConversationOversightRepository } from './conversation-oversight.repository.js';
import { conversationOversightRoutes } from './conversation-oversight.routes.js';
import { createConversationOversightService } from './conversation-oversight.service.js';

type Needs = Pick<Platform, 'db' | 'clock'> & {
  accessPolicy: AccessPolicy;
  guards: Guards;
  auditService: AuditService;
  aiConversationsService: AiConversationsService;
};

/** /api/admin/conversations: the admin's oversight of every conversation (issue 20), each transcript read audited. */
export const oversightModule = defineModule({
  name: 'oversight',
  build: (deps: Needs) => {
    const conversationOversightService = createConversationOversightService({
      repository: createConversationOversightRepository(deps.db),
      policy: deps.accessPolicy,
      aiConversations: deps.aiConversationsService,
      auditService: deps.auditService,
      clock: deps.clock,
    });
    return {
      provides: { conversationOversightService },
      routes: (api) => api.register(conversationOversightRoutes, { prefix: '/admin', conversationOversightService, guards: deps.guards }),
    };
  },
});
