import { SESSION_MESSAGES, SUCCESS_MESSAGES, type Session } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, type FetchCall } from '../../test/fake-api.js';
import { makeCoachSession } from '../../test/factories.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminSessionsPage } from './admin-sessions-page.js';

const upcoming = makeCoachSession({ _id: 'a1000000-0000-4000-8000-000000000001', title: 'Career strategy', status: 'confirmed' });
const done = makeCoachSession({ _id: 'a1000000-0000-4000-8000-000000000002', title: 'Kick-off', status: 'completed', scheduledDate: '2030-02-04T15:00:00.000Z' });

type Server = { calls: FetchCall[]; sessions: Session[]; fail: boolean };

function render(fail = false) {
  const server: Server = { calls: [], sessions: [upcoming, done], fail };
  return renderWithFakeApi({
    user: testUser({ role: 'admin', permissions: [] }),
    server,
    routes: [{ path: '/admin/sessions', element: <AdminSessionsPage /> }],
    path: '/admin/sessions',
    handle: (state, call) => {
      const [path = '', search = ''] = call.path.split('?');
      if (path === '/sessions' && call.method === 'GET') {
        if (state.fail) return apiFail(500, 'nope', 'INTERNAL_ERROR');
        const status = new URLSearchParams(search).get('status');
        const rows = state.sessions.filter((session) => !status || session.status === status);
        return apiOk('GET /sessions', { sessions: rows, pagination: { page: 1, limit: 25, total: rows.length } });
      }
      if (path === `/sessions/${upcoming._id}/cancel`) {
        const cancelled: Session = { ...upcoming, status: 'cancelled', cancellation: { by: 'admin', reason: (call.body as { reason: string }).reason, at: '2030-01-02T09:00:00.000Z', late: false, waived: false } };
        state.sessions = [cancelled, done];
        return apiOk('PATCH /sessions/:id/cancel', { session: cancelled }, { message: SUCCESS_MESSAGES.sessionCancelled });
      }
      return apiFail(404, 'not here', 'NOT_FOUND');
    },
  });
}

const listCalls = (server: Server) => server.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/sessions')).map((call) => call.path);

describe('/admin/sessions', () => {
  it('lists every session with its coach, client and status, paged by the server', async () => {
    const { server } = render();
    const grid = await screen.findByRole('grid', { name: 'Sessions' });
    expect(await within(grid).findByText('Career strategy')).toBeInTheDocument();
    expect(within(grid).getByText('Kick-off')).toBeInTheDocument();
    expect(within(grid).getAllByText('Jordan Taylor')).toHaveLength(2);
    expect(within(grid).getByText('Completed')).toBeInTheDocument();
    expect(listCalls(server)[0]).toBe('/sessions?page=1&limit=25');
  });

  it('sends the status, the coach and client names (after the pause) and the dates to the server', async () => {
    const { server, user } = render();
    await screen.findByText('Career strategy');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(screen.queryByText('Career strategy')).not.toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Coach' }), 'sarah');
    await user.type(screen.getByRole('searchbox', { name: 'Client' }), 'jordan');
    await waitFor(() => expect(listCalls(server).at(-1)).toBe('/sessions?page=1&limit=25&status=completed&coach=sarah&client=jordan'), { timeout: 3000 });
    await user.type(screen.getByLabelText('From'), '2030-02-01');
    await waitFor(() => expect(listCalls(server).at(-1)).toMatch(/&dateFrom=2030-0[12]-\d\dT/));
  });

  it("opens a session's detail and cancels it as the admin, only with a reason and after confirming", async () => {
    const { server, user } = render();
    await user.click(await screen.findByText('Career strategy'));
    const detail = await screen.findByRole('dialog', { name: 'Session details' });
    expect(within(detail).getByText('Sarah Mitchell')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await within(confirm).findByText(SESSION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(confirm).getByRole('textbox', { name: 'Reason' }), 'The coach has left the platform');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await within(detail).findByText('Cancelled by an admin: The coach has left the platform')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'The coach has left the platform' });
    expect(within(detail).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
  });

  it("opens a session's detail from the keyboard: Enter on a cell of its row", async () => {
    const { user } = render();
    const cell = (await screen.findByText('Career strategy')).closest('[role="gridcell"]') as HTMLElement;
    cell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Session details' })).toBeInTheDocument();
  });

  it('shows the failure with Try Again, and the empty state when nothing matches', async () => {
    const { server, user } = render(true);
    expect(await screen.findByText('Failed to load sessions')).toBeInTheDocument();
    server.fail = false;
    server.sessions = [];
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No sessions yet.')).toBeInTheDocument();
  });
});
