import type { Health } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** GET /health: whether the system and its database answer (Platform Overview's Platform Health). */
export const healthApi = {
  // An unhealthy system answers 503: said on the page at once rather than retried.
  get: (signal?: AbortSignal) => apiRequest<Health>('/health', { signal, retry: false, auth: false }),
};

export const healthKeys = { health: ['health'] as const };

/** The page says in its own words when the system does not answer, so the global toast stays quiet. */
export function useHealth() {
  return useQuery({ queryKey: healthKeys.health, meta: { silent: true }, retry: false, queryFn: ({ signal }) => healthApi.get(signal) });
}
