import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.js';
import { usePageTitle } from './page-title.js';
import { useRouteHandle } from './route-handle.js';

/** Inside the router so that auth transitions can navigate; names every page in the tab. */
export function RootLayout() {
  usePageTitle(useRouteHandle()?.title);
  return (
    <AuthProvider>
      <Outlet />
      {/* Keyed by path: a fresh load of /?show=login must not reuse the scroll of an earlier / visit. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </AuthProvider>
  );
}
