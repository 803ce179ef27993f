import type { CoachClient, UpdateCoachClientBody } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiOversightKeys } from './ai-oversight.js';
import { apiRequest } from './client.js';
import { coachKeys } from './coach.js';

/** One of the coach's clients (GET and PUT /coach/clients/{id}): the client page, /coach/clients/{id}/edit. */
const clientPath = (clientId: string) => `/coach/clients/${encodeURIComponent(clientId)}`;

export const coachClientApi = {
  get: async (clientId: string, signal?: AbortSignal) => (await apiRequest<{ client: CoachClient }>(clientPath(clientId), { signal })).client,
  update: async (clientId: string, body: UpdateCoachClientBody) =>
    (await apiRequest<{ client: CoachClient }>(clientPath(clientId), { method: 'PUT', body })).client,
};

/** Under the coach's key, so whatever has the client list read again (a session booked or moved) has this read too. */
export const coachClientKeys = {
  client: (clientId: string) => [...coachKeys.all, 'client', clientId] as const,
};

/** GET /coach/clients/{id}; the page shows its own texts for a failure (404 included), so the global toast stays quiet. */
export function useCoachClient(clientId: string) {
  return useQuery({ queryKey: coachClientKeys.client(clientId), meta: { silent: true }, queryFn: ({ signal }) => coachClientApi.get(clientId, signal) });
}

/**
 * PUT /coach/clients/{id} with what changed: the saved client replaces the cached one, and the client cards (which
 * show the goals) and the oversight screens' copy of the client are read again.
 */
export function useUpdateCoachClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoachClientBody) => coachClientApi.update(clientId, body),
    meta: { silent: true },
    onSuccess: (client) => {
      queryClient.setQueryData(coachClientKeys.client(clientId), client);
      void queryClient.invalidateQueries({ queryKey: [...coachKeys.all, 'clients'] });
      void queryClient.invalidateQueries({ queryKey: aiOversightKeys.client(clientId) });
    },
  });
}
