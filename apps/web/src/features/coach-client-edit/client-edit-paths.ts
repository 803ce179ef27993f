import { PATHS, pathTo } from '@coaching/contract';

/** Where the client page leads: the client's AI set-up and AI conversations, and a new conversation or session with them. */
export function clientLinks(clientId: string) {
  const withClient = `?clientId=${encodeURIComponent(clientId)}`;
  return {
    aiConfig: pathTo(PATHS.coach.clientAiConfig, { id: clientId }),
    // /coach/conversations/new?clientId= and /coach/sessions/new?clientId= (spec section 2) start one with this client.
    message: `${PATHS.coach.conversations}/new${withClient}`,
    schedule: `${PATHS.coach.sessionNew}${withClient}`,
    aiConversations: pathTo(PATHS.coach.clientAiConversations, { clientId }),
  };
}
