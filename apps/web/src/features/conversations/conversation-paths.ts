import { PATHS, pathTo, type Role } from '@coaching/contract';

/** The conversations pages of each side: the coach's and the client's share every screen but their addresses. */
export type Side = Extract<Role, 'coach' | 'client'>;

/** The coach's new-conversation page (spec section 2): ?clientId= names the client, resolved with no server call. */
export const COACH_CONVERSATION_NEW = `${PATHS.coach.conversations}/new`;

export const conversationPaths = (side: Side) => ({
  list: side === 'coach' ? PATHS.coach.conversations : PATHS.client.conversations,
  newConversation: side === 'coach' ? COACH_CONVERSATION_NEW : PATHS.client.conversationNew,
  conversation: (conversationId: string) => pathTo(side === 'coach' ? PATHS.coach.conversation : PATHS.client.conversation, { conversationId }),
  edit: (conversationId: string) => pathTo(PATHS.coach.conversationEdit, { conversationId }),
});
