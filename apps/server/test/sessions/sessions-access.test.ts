import type { Session } from '@coaching/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUpCast } from '../support/goals.js';
import { book, everyDay, HOUR, openHours, schedule, sessionsApi, utcAt } from './support.js';

/**
 * The sessions routes as test/access/routes-matrix.test.ts calls the others: each called by the
 * client, another client, their coach, another coach and an admin. A session is visible to its two
 * people and admins; the others may not know it exists (404). Admins read and cancel, but neither change nor host it (403).
 */
const { app, clock } = await createTestApp();
const cast = await signUpCast(app);
const { coach, client } = cast;
await openHours(app, coach);

let clientDay = 2;
let coachDay = 2;
let soonHours = 2;
/** A free slot the client can book: 10:00 on a day of its own. */
const bookable = () => utcAt(clock(), clientDay++, '10:00');
/** A time for the coach, outside the hours clients book. */
const evening = () => utcAt(clock(), coachDay++, '19:00');

/** Fresh sessions of the client and their coach, for calls that change them. */
const fresh = {
  confirmed: () => schedule(app, coach, client, evening()),
  requested: () => book(app, client, bookable()),
  async started() {
    const session = await fresh.confirmed();
    await sessionsApi(app, coach).start(session._id);
    return session;
  },
  async completed() {
    const session = await fresh.started();
    await sessionsApi(app, coach).complete(session._id);
    return session;
  },
  async lateCancelled() {
    const session = await schedule(app, coach, client, new Date(Math.ceil(clock().getTime() / HOUR) * HOUR + (soonHours += 2) * HOUR).toISOString());
    await sessionsApi(app, client).cancel(session._id, { reason: 'Sick' });
    return session;
  },
};

const shared: Session = await fresh.confirmed();

type Caller = keyof typeof cast;
const CALLERS: Caller[] = ['client', 'otherClient', 'coach', 'otherCoach', 'admin'];
type Api = ReturnType<typeof sessionsApi>;
type Call = (api: Api) => Promise<LightMyRequestResponse>;
const on = (made: () => Promise<Session>, call: (api: Api, id: string) => Promise<LightMyRequestResponse>): Call => async (api) => call(api, (await made())._id);

/** Route, then the status each caller gets: client, another client, their coach, another coach, admin. */
const MATRIX: [string, Call, [number, number, number, number, number]][] = [
  ['GET /sessions', (api) => api.list(), [200, 200, 200, 200, 200]],
  ['POST /sessions {clientId}', (api) => api.create({ clientId: client.user._id, scheduledDate: bookable() }), [201, 404, 201, 404, 403]],
  ['GET /sessions/upcoming/list', (api) => api.upcoming(), [200, 200, 200, 200, 200]],
  ['GET /sessions/:id', (api) => api.get(shared._id), [200, 404, 200, 404, 200]],
  ['PUT /sessions/:id (details)', (api) => api.update(shared._id, { title: 'Renamed' }), [403, 404, 200, 404, 403]],
  ['PUT /sessions/:id (notes)', (api) => api.update(shared._id, { notes: 'Private' }), [403, 404, 200, 404, 403]],
  ['PUT /sessions/:id (time)', on(fresh.requested, (api, id) => api.update(id, { scheduledDate: bookable() })), [200, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/confirm', on(fresh.requested, (api, id) => api.confirm(id)), [403, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/start', on(fresh.confirmed, (api, id) => api.start(id)), [403, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/complete', on(fresh.started, (api, id) => api.complete(id, { notes: 'Done' })), [403, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/no-show', on(fresh.confirmed, (api, id) => api.noShow(id)), [403, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/cancel', on(fresh.confirmed, (api, id) => api.cancel(id)), [200, 404, 200, 404, 200]],
  ['PATCH /sessions/:id/waive', on(fresh.lateCancelled, (api, id) => api.waive(id)), [403, 404, 200, 404, 403]],
  ['PATCH /sessions/:id/feedback', on(fresh.completed, (api, id) => api.feedback(id, { satisfaction: 9 })), [200, 404, 403, 404, 403]],
  ['GET /sessions/:id/analytics', (api) => api.analytics(shared._id), [200, 404, 200, 404, 200]],
  ['GET /sessions/:id/ics', (api) => api.ics(shared._id), [200, 404, 200, 404, 200]],
  ['GET /coach/availability', (api) => api.availability(), [403, 403, 200, 200, 403]],
  ['PUT /coach/availability', (api) => api.setAvailability({ timezone: 'UTC', weekly: everyDay() }), [403, 403, 200, 200, 403]],
  ['GET /coaches/:id/availability', (api) => api.slots(coach.user._id), [200, 404, 200, 404, 200]],
  ['GET /calendar/feed', (api) => api.feed(), [200, 200, 200, 200, 200]],
  ['POST /calendar/feed/rotate', (api) => api.rotateFeed(), [200, 200, 200, 200, 200]],
];

describe.each(MATRIX)('%s', (_route, call, statuses) => {
  it.each(CALLERS.map((caller, column) => [caller, statuses[column]!] as const))('as %s: %i', async (caller, status) => {
    const response = await call(sessionsApi(app, cast[caller]));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json().error.code).toBe('FORBIDDEN');
    if (status === 404) expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('without sign-in', () => {
  it('every sessions route answers 401', async () => {
    const anonymous = (target: FastifyInstance) => sessionsApi(target, 'not-a-token');
    const api = anonymous(app);
    for (const response of [await api.list(), await api.get(shared._id), await api.cancel(shared._id), await api.slots(coach.user._id), await api.feed()]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('lists', () => {
  it("show a session to its two people and admins only", async () => {
    const ids = async (caller: Caller) => ((await sessionsApi(app, cast[caller]).list({ limit: 100 })).json().data.sessions as Session[]).map((session) => session._id);
    for (const caller of ['client', 'coach', 'admin'] as const) expect(await ids(caller)).toContain(shared._id);
    for (const caller of ['otherClient', 'otherCoach'] as const) expect(await ids(caller)).toEqual([]);
  });
});
