import { PATHS, pathTo } from '@coaching/contract';

/** Where a client card leads (spec section 2): the client's own pages, and a new conversation or session with them. */
export function clientPaths(clientId: string) {
  const withClient = `?clientId=${encodeURIComponent(clientId)}`;
  return {
    aiConfig: pathTo(PATHS.coach.clientAiConfig, { id: clientId }),
    edit: pathTo(PATHS.coach.clientEdit, { id: clientId }),
    // PATHS names the conversation screens by id; 'new' is the id that starts one (spec section 2).
    message: `${pathTo(PATHS.coach.conversation, { conversationId: 'new' })}${withClient}`,
    schedule: `${PATHS.coach.sessionNew}${withClient}`,
  };
}
