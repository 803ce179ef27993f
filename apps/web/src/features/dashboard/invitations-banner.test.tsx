import { INVITATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReceivedInvitation } from '../../api/invitations.js';
import en from '../../i18n/locales/en/invitations.js';
import { apiOk, callsTo, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes } from '../../test/render.js';
import { ClientDashboardPage } from './client-dashboard-page.js';
import { goalsReply, stubGoals } from './dashboard-test-utils.js';

const invitation = (n: number, firstName: string): ReceivedInvitation => ({
  _id: `7c1d2e3f-4a5b-4c6d-8e7f-00000000000${n}`,
  coach: { _id: `7c1d2e3f-4a5b-4c6d-8e7f-00000000010${n}`, firstName, lastName: 'Mitchell' },
  expiresAt: '2030-03-15T10:00:00.000Z',
  createdAt: '2030-03-01T10:00:00.000Z',
});

/** The dashboard of a client with these invitations waiting; an answered one leaves the list, as on the server. */
function renderWithInvitations(waiting: ReceivedInvitation[]) {
  const calls: FetchCall[] = [];
  let invitations = waiting;
  stubGoals(
    () => goalsReply([]),
    (call) => {
      calls.push(call);
      if (call.path === '/invitations/mine') return apiOk('GET /invitations/mine', { invitations });
      const answered = /^\/invitations\/([^/]+)\/respond$/.exec(call.path)?.[1];
      if (!answered) return undefined;
      invitations = invitations.filter((item) => item._id !== answered);
      const { accept } = call.body as { accept: boolean };
      return apiOk('POST /invitations/:id/respond', null, { message: accept ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.declined });
    },
  );
  renderRoutes([{ path: '/client', element: <ClientDashboardPage /> }], '/client');
  return { calls, user: userEvent.setup() };
}

const banner = () => screen.findByRole('region', { name: en.received.label });

describe('The invitations on the client dashboard', () => {
  it('accepts an invitation, says so, and leaves no banner behind', async () => {
    const sarah = invitation(1, 'Sarah');
    const { calls, user } = renderWithInvitations([sarah]);
    const region = await banner();
    expect(within(region).getByText('Sarah Mitchell invited you to work with them')).toBeInTheDocument();
    expect(within(region).getByText('Answer by Mar 15, 2030.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Accept the invitation from Sarah Mitchell' }));

    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeInTheDocument();
    expect(callsTo(calls, 'POST').map((call) => [call.path, call.body])).toEqual([[`/invitations/${sarah._id}/respond`, { accept: true }]]);
    await waitFor(() => expect(screen.queryByRole('region', { name: en.received.label })).not.toBeInTheDocument());
  });

  it('declines only after asking, and keeps the other invitations', async () => {
    const sarah = invitation(1, 'Sarah');
    const tom = invitation(2, 'Tom');
    const { calls, user } = renderWithInvitations([sarah, tom]);
    await user.click(within(await banner()).getByRole('button', { name: 'Decline the invitation from Tom Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation from Tom Mitchell?' });
    await user.click(within(dialog).getByRole('button', { name: en.received.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST')).toHaveLength(0);

    await user.click(within(await banner()).getByRole('button', { name: 'Decline the invitation from Tom Mitchell' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.received.confirmDecline }));
    expect(await screen.findByText(INVITATION_MESSAGES.declined)).toBeInTheDocument();
    expect(callsTo(calls, 'POST').map((call) => call.body)).toEqual([{ accept: false }]);
    await waitFor(() => expect(screen.queryByText('Tom Mitchell invited you to work with them')).not.toBeInTheDocument());
    expect(within(await banner()).getByText('Sarah Mitchell invited you to work with them')).toBeInTheDocument();
  });

  it('shows nothing when no invitation is waiting', async () => {
    const { calls } = renderWithInvitations([]);
    await waitFor(() => expect(callsTo(calls, 'GET', '/invitations/mine')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: en.received.label })).not.toBeInTheDocument();
  });
});
