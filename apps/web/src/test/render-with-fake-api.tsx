import type { User } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { apiOk, stubApi, type FakeReply, type FetchCall } from './fake-api.js';
import { renderRoutes, storeSession } from './render.js';

type FakeApiSetup<S extends { calls: FetchCall[] }> = {
  /** Signed in from the start; GET /auth/me answers with them and is not recorded. */
  user: User;
  /** What the fake API holds; every other call is recorded in its `calls`. */
  server: S;
  handle: (server: S, call: FetchCall) => FakeReply;
  /** Answers a call before `handle` does (a failure, a slow reply). */
  override?: ((call: FetchCall) => FakeReply | undefined) | undefined;
  routes: RouteObject[];
  path: string;
};

/** Signs `user` in, stubs the API with a fake server and renders `routes` at `path`. */
export function renderWithFakeApi<S extends { calls: FetchCall[] }>({ user, server, handle, override, routes, path }: FakeApiSetup<S>) {
  stubApi((call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user });
    server.calls.push(call);
    return override?.(call) ?? handle(server, call);
  });
  storeSession(user);
  const view = renderRoutes(routes, path);
  return { ...view, server, user: userEvent.setup() };
}
