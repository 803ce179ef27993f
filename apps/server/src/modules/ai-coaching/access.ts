import { CONVERSATION_MESSAGES } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { AiConversationRow, ConversationsRepository } from './conversations.repository.js';

/**
 * read: the owner, the owner's coach (oversight) and admins. write: the owner alone; a reader who may
 * not write hears 403, anyone else 404 as if the conversation did not exist (ACCESS_RULES).
 */
export type ConversationAccess = 'read' | 'write';

export const conversationNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);

/** An AI conversation as the caller may reach it, through the access policy. */
export function createConversationAccess(deps: {
  conversations: Pick<ConversationsRepository, 'findById'>;
  policy: Pick<AccessPolicy, 'require'>;
}) {
  const { conversations, policy } = deps;

  return {
    async conversation(caller: Caller, conversationId: string, access: ConversationAccess): Promise<AiConversationRow> {
      const row = await conversations.findById(conversationId);
      if (!row) throw conversationNotFound();
      await policy.require(caller, access === 'read' ? 'conversations.read' : 'conversations.write', row.userId, conversationNotFound);
      return row;
    },
  };
}

export type ConversationAccessChecks = ReturnType<typeof createConversationAccess>;
