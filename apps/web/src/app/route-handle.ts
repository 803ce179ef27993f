import { useMatches } from 'react-router';
import type common from '../i18n/locales/en/common.js';

/** A page's key in the catalogues: its title in common's titles, a placeholder's description in shell's placeholders. */
export type PageKey = keyof typeof common.titles;

/**
 * What a route tells its shell and its placeholder: which page it is, for its title and what it will hold.
 * `page` names a page that several addresses show (a list and one of its items): moving between
 * them keeps the page mounted, while any other change of address starts the page afresh.
 */
export type RouteHandle = { titleKey: PageKey; page?: string };

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}
