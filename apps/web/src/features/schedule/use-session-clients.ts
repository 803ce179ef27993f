import type { CoachAiInsights, Goal } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { aiCoachingKeys } from '../../api/ai-coaching.js';
import { apiRequest } from '../../api/client.js';
import { conversationsApi } from '../../api/conversations.js';
import { goalKeys } from '../../api/goals.js';
import { sessionsApi, sessionKeys } from '../../api/sessions.js';

export type ClientChoice = { clientId: string; clientName: string };

/**
 * The clients a coach can schedule with: those they write with, those active with the AI coach and those
 * they have had sessions with. The API has no list of a coach's clients yet (the My Clients work brings it);
 * this mirrors the conversations feature's picker, which a feature may not import.
 */
export function useSessionClients() {
  return useQuery({
    queryKey: [...sessionKeys.all, 'clients'],
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<ClientChoice[]> => {
      const [conversations, insights, sessions] = await Promise.all([
        conversationsApi.list({ page: 1 }, signal).catch(() => undefined),
        apiRequest<CoachAiInsights>('/ai-coaching/coach-insights', { signal }).catch(() => undefined),
        sessionsApi.list({ page: 1, limit: 100 }, signal).catch(() => undefined),
      ]);
      const byId = new Map<string, string>();
      for (const c of conversations?.conversations ?? []) byId.set(c.clientId, c.clientName);
      for (const c of insights?.activeClients ?? []) if (!byId.has(c.clientId)) byId.set(c.clientId, c.clientName);
      for (const s of sessions?.sessions ?? []) if (!byId.has(s.clientId)) byId.set(s.clientId, `${s.client.firstName} ${s.client.lastName}`.trim());
      return [...byId].map(([clientId, clientName]) => ({ clientId, clientName })).sort((a, b) => a.clientName.localeCompare(b.clientName));
    },
  });
}

/** A client's goals, as their coach may read them (GET /goals?clientId=). */
export function useClientGoals(clientId: string) {
  return useQuery({
    queryKey: [...goalKeys.all, 'client', clientId],
    meta: { silent: true },
    queryFn: ({ signal }) => apiRequest<Goal[]>(`/goals?clientId=${encodeURIComponent(clientId)}`, { signal }),
  });
}

/** The coach's overview of their clients' AI coaching (summaries, alerts), read here for one client. */
export function useCoachInsights() {
  return useQuery({
    queryKey: aiCoachingKeys.coachInsights(),
    meta: { silent: true },
    queryFn: ({ signal }) => apiRequest<CoachAiInsights>('/ai-coaching/coach-insights', { signal }),
  });
}
