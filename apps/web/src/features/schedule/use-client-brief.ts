import type { CoachAiInsights, Goal } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { aiCoachingKeys } from '../../api/ai-coaching.js';
import { apiRequest } from '../../api/client.js';
import { goalKeys } from '../../api/goals.js';

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
