import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client.js';
import { queryCache } from './query-cache.js';

let client: QueryClient | undefined;

/** One cache for the tab, made when the first signed-in area opens, and emptied on sign-out. */
function sharedQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    queryCache.register(() => created.clear());
    client = created;
  }
  return client;
}

/** Server data for the signed-in areas (the route tree wraps each one in it, app/routes.tsx). */
export function QueryProvider() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
