import { CONVERSATION_MESSAGES, GLOBAL_ERROR_MESSAGES, type Role } from '@coaching/contract';
import { forbidden, notFound } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { AiConversationRow, ConversationsRepository } from './conversations.repository.js';

export type AiCaller = { userId: string; role: Role };

/**
 * read: the owner, the owner's coach (oversight) and admins. write: the owner alone; a reader who may
 * not write hears 403, anyone else 404 as if the conversation did not exist.
 */
export type ConversationAccess = 'read' | 'write';

export const conversationNotFound = () => notFound(CONVERSATION_MESSAGES.notFound);
export const denied = () => forbidden(GLOBAL_ERROR_MESSAGES.forbidden);

export function createConversationAccess(deps: {
  conversations: Pick<ConversationsRepository, 'findById'>;
  usersService: Pick<UsersService, 'findCoachIdOfClient'>;
}) {
  const { conversations, usersService } = deps;

  /** Whether the caller oversees the user's conversations: an admin, or the user's coach. */
  async function oversees(caller: AiCaller, userId: string): Promise<boolean> {
    if (caller.role === 'admin') return true;
    return caller.role === 'coach' && (await usersService.findCoachIdOfClient(userId)) === caller.userId;
  }

  return {
    oversees,

    async conversation(caller: AiCaller, conversationId: string, access: ConversationAccess): Promise<AiConversationRow> {
      const row = await conversations.findById(conversationId);
      if (!row) throw conversationNotFound();
      if (row.userId === caller.userId) return row;
      if (!(await oversees(caller, row.userId))) throw conversationNotFound();
      if (access === 'write') throw denied();
      return row;
    },
  };
}

export type ConversationAccessChecks = ReturnType<typeof createConversationAccess>;
