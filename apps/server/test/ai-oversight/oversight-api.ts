import type { FastifyInstance } from 'fastify';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { bearer, type SignedIn } from '../support/factories.js';

/** The AI oversight routes (issue 18) as one signed-in user calls them. */
export function oversightApi(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  const base = '/api/ai-coaching';
  return {
    coachAnalytics: (query = '') => app.inject({ method: 'GET', url: `${base}/coach-analytics${query}`, headers }),
    alerts: () => app.inject({ method: 'GET', url: `${base}/alerts`, headers }),
    resolve: (alertId: string, payload?: object) =>
      app.inject({ method: 'POST', url: `${base}/alerts/${alertId}/resolve`, headers, ...(payload ? { payload } : {}) }),
    review: (alertId: string) => app.inject({ method: 'POST', url: `${base}/alerts/${alertId}/review`, headers }),
    analysis: (conversationId: string) => app.inject({ method: 'GET', url: `${base}/conversations/${conversationId}/analysis`, headers }),
  };
}

export const CRISIS = "I don't want to live anymore. I keep thinking about ending my life and I have a plan for how I would do it.";

/** The client writes a crisis message in a new conversation: an alert is raised for their coach. Returns the conversation's id. */
export async function raiseAlert(app: FastifyInstance, client: SignedIn): Promise<string> {
  const conversation = await createConversation(app, client.token);
  const response = await aiCoachingApi(app, client.token).send(conversation._id, { content: CRISIS });
  if (response.statusCode !== 200) throw new Error(`the crisis message failed: ${response.body}`);
  return conversation._id;
}
