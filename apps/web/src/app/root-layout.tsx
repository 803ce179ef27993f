import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.js';
import { FullPageSpinner } from './guards.js';
import { usePageTitle } from './page-title.js';
import { SCROLL_POSITIONS_KEY } from './scroll-positions.js';
import { useRouteHandle } from './route-handle.js';

/** Stable, so that the router sets its scroll restoration up once rather than on every render. */
const scrollKey = (location: Location) => location.pathname;

/** Inside the router so that auth transitions can navigate; names every page in the tab. */
export function RootLayout() {
  usePageTitle(useRouteHandle()?.titleKey);
  return (
    <AuthProvider>
      {/* Pages fetch their texts before they render (routes.tsx); this covers one asked for before it arrived. */}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      {/* Keyed by path: a fresh load of /?show=login must not reuse the scroll of an earlier / visit. */}
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS_KEY} />
    </AuthProvider>
  );
}
