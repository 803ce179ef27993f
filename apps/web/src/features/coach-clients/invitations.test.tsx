import { INVITATION_MESSAGES, VALIDATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/invitations.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeInvitation, renderCoachClients } from './coach-clients-test-utils.js';

const field = (scope: HTMLElement, label: string | RegExp) => within(scope).getByRole('textbox', { name: label });
const invitationsSection = () => screen.findByRole('region', { name: en.list.title });

async function openDialog(user: ReturnType<typeof renderCoachClients>['user']) {
  await user.click(await screen.findByRole('button', { name: en.add.open }));
  return screen.findByRole('dialog', { name: en.add.title });
}

describe('Add New Client', () => {
  it('needs a name and an email before it sends, and checks the email is one', async () => {
    const { user, server } = renderCoachClients();
    const dialog = await openDialog(user);
    const send = within(dialog).getByRole('button', { name: en.add.send });
    expect(send).toBeDisabled();

    await user.type(field(dialog, /Client Name/), 'Dana Reyes');
    expect(send).toBeDisabled();
    await user.type(field(dialog, /Email Address/), 'not-an-email');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST')).toHaveLength(0);

    await user.clear(field(dialog, /Client Name/));
    await user.type(field(dialog, /Client Name/), '   ');
    expect(send).toBeDisabled();
  });

  it('sends the invitation with the goals and notes, says so, and lists it as pending', async () => {
    const { user, server } = renderCoachClients();
    const dialog = await openDialog(user);
    await user.type(field(dialog, /Client Name/), 'Dana Reyes');
    await user.type(field(dialog, /Email Address/), 'dana@example.com');
    await user.type(field(dialog, 'Phone'), '+1 555 0100');
    await user.type(field(dialog, en.add.goalAdd), 'Lead with confidence{Enter}');
    await user.type(field(dialog, en.add.goalAdd), 'Sleep better{Enter}');
    await user.type(field(dialog, /Notes/), 'Met at the workshop');
    await user.click(within(dialog).getByRole('button', { name: en.add.send }));

    expect(await screen.findByText(INVITATION_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/coach/invitations').map((call) => call.body)).toEqual([
      { name: 'Dana Reyes', email: 'dana@example.com', phone: '+1 555 0100', goals: ['Lead with confidence', 'Sleep better'], notes: 'Met at the workshop' },
    ]);
    const section = await invitationsSection();
    const item = await within(section).findByRole('listitem', { name: 'Dana Reyes' });
    expect(within(item).getByText(en.list.statuses.pending)).toBeInTheDocument();
    expect(within(item).getByText(/Sent once/)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const { user } = renderCoachClients({
      override: (call) => (call.method === 'POST' ? apiFail(409, INVITATION_MESSAGES.hasAnotherCoach, 'CONFLICT') : undefined),
    });
    const dialog = await openDialog(user);
    await user.type(field(dialog, /Client Name/), 'Dana Reyes');
    await user.type(field(dialog, /Email Address/), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: en.add.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.hasAnotherCoach);
    expect(field(dialog, /Email Address/)).toHaveValue('dana@example.com');
  });
});

describe('Invitations', () => {
  const pending = makeInvitation(1, 'Ann Lee', { sentCount: 2 });
  const expired = makeInvitation(2, 'Ben Ortiz', { status: 'expired', expiresAt: '2030-02-01T10:00:00.000Z' });
  const accepted = makeInvitation(3, 'Cleo Park', { status: 'accepted', respondedAt: '2030-03-02T10:00:00.000Z' });

  it('lists the open invitations with their dates and counts, and folds the answered ones into a history', async () => {
    const { user } = renderCoachClients({ invitations: [pending, expired, accepted] });
    const section = await invitationsSection();
    const ann = await within(section).findByRole('listitem', { name: 'Ann Lee' });
    expect(within(ann).getByText(/Sent Mar 1, 2030 · Expires Mar 15, 2030 · Sent 2 times/)).toBeInTheDocument();
    const ben = within(section).getByRole('listitem', { name: 'Ben Ortiz' });
    expect(within(ben).getByText(en.list.statuses.expired)).toBeInTheDocument();
    expect(within(ben).getByText(/Expired Feb 1, 2030/)).toBeInTheDocument();
    // An expired invitation can be sent again, not revoked: its link already works no more.
    expect(within(ben).queryByRole('button', { name: 'Revoke the invitation to Ben Ortiz' })).not.toBeInTheDocument();

    expect(within(section).queryByText('Cleo Park', { exact: false })).not.toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'History (1 invitation)' }));
    await waitFor(() => expect(within(section).getByText('Cleo Park', { exact: false })).toBeVisible());
    expect(within(section).getByText(en.list.statuses.accepted)).toBeInTheDocument();
  });

  it('resends an invitation and shows its new count', async () => {
    const { user, server } = renderCoachClients({ invitations: [pending, expired] });
    const section = await invitationsSection();
    await user.click(await within(section).findByRole('button', { name: 'Resend the invitation to Ben Ortiz' }));
    expect(await screen.findByText(INVITATION_MESSAGES.resent)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST').map((call) => call.path)).toEqual([`/coach/invitations/${expired._id}/resend`]);
    const ben = within(section).getByRole('listitem', { name: 'Ben Ortiz' });
    await waitFor(() => expect(within(ben).getByText(/Sent 2 times/)).toBeInTheDocument());
    expect(within(ben).getByText(en.list.statuses.pending)).toBeInTheDocument();
  });

  it('revokes an invitation only once the coach confirms, then moves it to the history', async () => {
    const { user, server } = renderCoachClients({ invitations: [pending] });
    const section = await invitationsSection();
    await user.click(await within(section).findByRole('button', { name: 'Revoke the invitation to Ann Lee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the invitation to Ann Lee?' });
    await user.click(within(confirm).getByRole('button', { name: en.revoke.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Revoke the invitation to Ann Lee' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.revoke.confirm }));
    expect(await screen.findByText(INVITATION_MESSAGES.revoked)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE').map((call) => call.path)).toEqual([`/coach/invitations/${pending._id}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(within(section).getByText(en.list.empty)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'History (1 invitation)' })).toBeInTheDocument();
  });
});
