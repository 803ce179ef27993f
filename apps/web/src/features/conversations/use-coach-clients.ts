import type { CoachAiInsights } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { aiCoachingKeys } from '../../api/ai-coaching.js';
import { apiRequest } from '../../api/client.js';
import { conversationsApi } from '../../api/conversations.js';

export type ClientChoice = { clientId: string; clientName: string };

/**
 * The clients a coach can pick from: those they already write with and those active with the AI coach.
 * (The API has no list of a coach's clients yet; the coach's client pages will bring one.)
 */
export function useCoachClients(enabled: boolean) {
  return useQuery({
    queryKey: [...aiCoachingKeys.coachInsights(), 'conversation-clients'],
    enabled,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<ClientChoice[]> => {
      const [list, insights] = await Promise.all([
        conversationsApi.list({ page: 1 }, signal),
        apiRequest<CoachAiInsights>('/ai-coaching/coach-insights', { signal }).catch(() => undefined),
      ]);
      const byId = new Map<string, string>();
      for (const c of list.conversations) byId.set(c.clientId, c.clientName);
      for (const c of insights?.activeClients ?? []) if (!byId.has(c.clientId)) byId.set(c.clientId, c.clientName);
      return [...byId].map(([clientId, clientName]) => ({ clientId, clientName })).sort((a, b) => a.clientName.localeCompare(b.clientName));
    },
  });
}
