import type { CoachClientList, CoachClientListQuery } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** The coach's practice calls (spec section 7, Coach). */
export const coachApi = {
  clients: (query: Partial<CoachClientListQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
    return apiRequest<CoachClientList>(`/coach/clients${params.size ? `?${params}` : ''}`, { signal });
  },
};

export const coachKeys = {
  all: ['coach'] as const,
  clients: (query: Partial<CoachClientListQuery>) => [...coachKeys.all, 'clients', query] as const,
};

/** One choice of a client picker: who, by name. */
export type ClientChoice = { clientId: string; clientName: string };

/** The coach's active clients by name, for the pickers of new conversations and sessions. */
export function useCoachClientChoices(enabled = true) {
  const query = { status: 'active', sortBy: 'name', sortOrder: 'asc', limit: 100 } as const;
  return useQuery({
    queryKey: [...coachKeys.clients(query), 'choices'],
    enabled,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<ClientChoice[]> =>
      (await coachApi.clients(query, signal)).clients.map((client) => ({
        clientId: client._id,
        clientName: `${client.profile.firstName} ${client.profile.lastName}`.trim() || client.email,
      })),
  });
}
