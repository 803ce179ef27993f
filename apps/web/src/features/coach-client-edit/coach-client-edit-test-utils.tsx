import type { CoachClient, UpdateCoachClientBody } from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { daysFromNow, fixtureId, makeCoachClient, makeCoachUser } from '../../test/factories.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachClientEditPage } from './coach-client-edit-page.js';

export const CLIENT_ID = fixtureId(1, 1);

export function makeClient(overrides: Partial<CoachClient> = {}): CoachClient {
  return {
    ...makeCoachClient(CLIENT_ID, 'Emma', 'Wilson'),
    clientSpecific: { goals: ['Lead my new team'], currentChallenges: ['Delegating'] },
    notes: 'Prefers morning sessions.',
    createdAt: daysFromNow(-90),
    lastActivity: daysFromNow(-2),
    ...overrides,
  };
}

/** What the fake API holds and was asked. */
export type FakeClientServer = { client: CoachClient; calls: FetchCall[] };

type Options = { client?: CoachClient; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as the test coach and renders /coach/clients/{CLIENT_ID}/edit against a fake API holding one client. */
export function renderClientEdit(options: Options = {}) {
  return renderWithFakeApi<FakeClientServer>({
    user: makeCoachUser(),
    server: { client: options.client ?? makeClient(), calls: [] },
    handle,
    override: options.override,
    routes: [{ path: '/coach/clients/:id/edit', element: <CoachClientEditPage /> }],
    path: `/coach/clients/${CLIENT_ID}/edit`,
  });
}

function handle(server: FakeClientServer, call: FetchCall): FakeReply {
  const route = `${call.method} ${call.path}`;
  if (route === `GET /coach/clients/${CLIENT_ID}`) return apiOk('GET /coach/clients/:id', { client: server.client });
  if (route === `PUT /coach/clients/${CLIENT_ID}`) {
    const body = call.body as UpdateCoachClientBody;
    const { clientSpecific } = server.client;
    server.client = {
      ...server.client,
      notes: body.notes ?? server.client.notes,
      clientSpecific: { goals: body.goals ?? clientSpecific.goals, currentChallenges: body.currentChallenges ?? clientSpecific.currentChallenges },
    };
    return apiOk('PUT /coach/clients/:id', { client: server.client });
  }
  return apiFail(404, 'Client not found', 'NOT_FOUND');
}
