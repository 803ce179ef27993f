import { useMatches } from 'react-router';

/**
 * What a route tells its shell and its placeholder: the page title and what the page will hold.
 * `page` names a page that several addresses show (a list and one of its items): moving between
 * them keeps the page mounted, while any other change of address starts the page afresh.
 */
export type RouteHandle = { title: string; description?: string; page?: string };

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
