import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/sessions.js';
import { apiFail, apiOk, callsTo, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes } from '../../test/render.js';
import { ClientDashboardPage } from './client-dashboard-page.js';
import { goalsReply, stubGoals, upcomingSession } from './dashboard-test-utils.js';

const renderDashboard = () => renderRoutes([{ path: '/client', element: <ClientDashboardPage /> }], '/client');
const widget = () => screen.findByRole('region', { name: en.widget.title });

function stubSessions(reply: () => Response) {
  const calls: FetchCall[] = [];
  stubGoals(
    () => goalsReply([]),
    (call) => {
      if (!call.path.startsWith('/sessions/upcoming/list')) return undefined;
      calls.push(call);
      return reply();
    },
  );
  return calls;
}

describe('the upcoming coach sessions widget', () => {
  it('shows at most the first three upcoming sessions, each linking to its page, and a link to all of them', async () => {
    const sessions = [1, 2, 3, 4].map((n) => upcomingSession(n, n === 2 ? { status: 'scheduled' } : {}));
    const calls = stubSessions(() => apiOk('GET /sessions/upcoming/list', { sessions }));
    renderDashboard();
    const region = await widget();
    const links = await within(region).findAllByRole('link', { name: /Session \d/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sessions.slice(0, 3).map((s) => `/client/sessions/${s._id}`));
    expect(within(links[1]!).getByText(en.status.scheduled)).toBeInTheDocument();
    expect(within(links[0]!).getByText(en.status.confirmed)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: en.widget.viewAll })).toHaveAttribute('href', '/client/sessions');
    expect(callsTo(calls, 'GET', '/sessions/upcoming/list?days=30&limit=3')).toHaveLength(1);
  });

  it('invites the client to book when nothing is coming up', async () => {
    stubSessions(() => apiOk('GET /sessions/upcoming/list', { sessions: [] }));
    renderDashboard();
    const region = await widget();
    expect(await within(region).findByText(en.widget.empty)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: en.widget.book })).toHaveAttribute('href', '/client/sessions?book=1');
  });

  it('says the sessions could not be loaded and tries again on request', async () => {
    let attempts = 0;
    stubSessions(() => (++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : apiOk('GET /sessions/upcoming/list', { sessions: [upcomingSession(1)] })));
    renderDashboard();
    const region = await widget();
    expect(await within(region).findByText(en.widget.loadFailed)).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: en.widget.tryAgain }));
    await waitFor(() => expect(within(region).getByRole('link', { name: /Session 1/ })).toBeInTheDocument());
  });
});
