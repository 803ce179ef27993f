import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';

/**
 * The API routes anyone may call: signing in and up, renewing and ending a session, health, the docs,
 * the calendar feed, which calendars fetch without signing in (its private address is its key), and an
 * invitation's preview (and an account invitation's acceptance), which the person opens from the mail
 * before they have an account.
 */
const PUBLIC_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/health',
  'GET /api/calendar/:address',
  // An invitation link's preview: the token in the path is the proof (the respond call beside it needs a session).
  'GET /api/invitations/:id|:token',
  // An admin's invitation to an account (issue 20): its preview and its acceptance, before the person has an account.
  'GET /api/account-invitations/:token',
  'POST /api/account-invitations/accept',
  // Whether registration is open, for the sign-up page (issue 20): nothing about anyone.
  'GET /api/settings/public',
];
const isPublic = (route: string) => PUBLIC_ROUTES.includes(route) || /^GET \/api\/docs(?:\/|$)/.test(route);

/**
 * Every route the app registered, as "METHOD /path", read from Fastify's own route tree
 * (printRoutes): each line is a path segment under its parent, four characters deeper per level.
 */
function routeTable(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A path the route matches, with ids that are not even UUIDs: params are validated after sign-in too. */
const concrete = (path: string) => path.replace(/:[\w|:]+/g, 'not-a-uuid');

const { app } = await createTestApp();
const routes = routeTable(app).filter((route) => / \/api\//.test(route) && !route.startsWith('HEAD '));
const protectedRoutes = routes.filter((route) => !isPublic(route));

describe('authentication comes before validation, on every route', () => {
  it('reads the route table, and every public route named is in it', () => {
    expect(protectedRoutes.length).toBeGreaterThan(30);
    expect(protectedRoutes).toEqual(expect.arrayContaining(['POST /api/ai-coaching/conversations/:id/action-items', 'GET /api/events']));
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route);
  });

  it.each(protectedRoutes)('%s answers 401 to a caller without a session, whatever the body', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const url = `${concrete(path)}?page=-1&limit=lots`;
    const sends = method === 'GET' || method === 'DELETE' ? [undefined] : [JSON.stringify({ unexpected: true, content: 42 }), '{"not json'];
    for (const payload of sends) {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect({ route, payload, status: response.statusCode }).toEqual({ route, payload, status: 401 });
      expect(response.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    }
  });
});

describe('POST /api/ai-coaching/conversations/:id/action-items', () => {
  it('answers 401, not 400, to a caller without a session who sends an invalid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai-coaching/conversations/00000000-0000-4000-8000-000000000000/action-items',
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });
});
