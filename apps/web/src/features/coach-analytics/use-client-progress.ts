import { useQuery } from '@tanstack/react-query';
import { coachApi, coachKeys } from '../../api/coach.js';

/** The API's largest page: the chart shows up to this many clients, by name, and says when there are more. */
export const CLIENTS_SHOWN = 100;
const QUERY = { sortBy: 'name', sortOrder: 'asc', limit: CLIENTS_SHOWN } as const;

/**
 * The coach's clients with their stats (active goals, completed and total sessions), in one call: the list
 * already counts them, so no client's goals are fetched one by one. The page shows its own text on failure.
 */
export function useClientProgress() {
  return useQuery({ queryKey: coachKeys.clients(QUERY), meta: { silent: true }, queryFn: ({ signal }) => coachApi.clients(QUERY, signal) });
}
