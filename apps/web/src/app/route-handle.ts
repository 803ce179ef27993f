import { useMatches } from 'react-router';

/** What a route tells its shell and its placeholder: the page title and what the page will hold. */
export type RouteHandle = { title: string; description?: string };

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
