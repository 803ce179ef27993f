import { LIST_LIMITS, type CoachClientListQuery } from '@coaching/contract';

export type StatusChoice = CoachClientListQuery['status'];
/** The sort menu's choices, each one order of the API's sortBy and sortOrder. */
export const SORT_CHOICES = {
  lastActivity: { sortBy: 'lastActivity', sortOrder: 'desc' },
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  name: { sortBy: 'name', sortOrder: 'asc' },
} as const satisfies Record<string, Pick<CoachClientListQuery, 'sortBy' | 'sortOrder'>>;
export type SortChoice = keyof typeof SORT_CHOICES;

export type ClientFilters = { status: StatusChoice; sort: SortChoice; search: string };
export const DEFAULT_FILTERS: ClientFilters = { status: 'all', sort: 'lastActivity', search: '' };

/** Spec section 9: clients are loaded 50 a page. */
export const CLIENTS_PER_PAGE = LIST_LIMITS.clientsPerPage;

/** The list call for one page of the filters; the spec's first call is page 1, 50, all, lastActivity, desc. */
export function clientListQuery(filters: ClientFilters, page: number): Partial<CoachClientListQuery> {
  return {
    page,
    limit: CLIENTS_PER_PAGE,
    status: filters.status,
    ...SORT_CHOICES[filters.sort],
    search: filters.search === '' ? undefined : filters.search,
  };
}
