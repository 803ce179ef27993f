import { ACCOUNT_INVITATION_MESSAGES, COACH_VERIFICATION_MESSAGES, VALIDATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin-users.js';
import { callsTo } from '../../test/fake-api.js';
import { listQueries, makeInvitation, makeListedUser, makePendingCoach, renderAdminUsers } from './admin-users-test-utils.js';

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

type Events = ReturnType<typeof renderAdminUsers>['user'];

/** Puts the text in the field at once: typed key by key, MUI's fields measure themselves each time, slow in jsdom. */
async function fill(user: Events, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function review(user: Events, name: string) {
  await user.click(within(await row(name)).getByRole('menuitem', { name: `More actions for ${name}` }));
  await user.click(within(await screen.findByRole('menu', { name: `More actions for ${name}` })).getByRole('menuitem', { name: en.menu.reviewVerification }));
  return screen.findByRole('dialog', { name: `Verify ${name}` });
}

describe('AdminUsersPage: coach verification', () => {
  it('lists the coaches pending verification, marked as such, with the filter sent to the server', async () => {
    const { server, user } = renderAdminUsers({ users: [makePendingCoach(1, 'Cora'), makeListedUser(2, 'Ann')] });
    expect(within(await row('Cora Doe')).getByText(en.verification.statuses.pending)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: en.toolbar.verification }));
    await user.click(await screen.findByRole('option', { name: en.verification.statuses.pending }));
    await waitFor(() => expect(listQueries(server).at(-1)).toBe('page=1&limit=25&sortBy=createdAt&sortOrder=desc&verification=pending'));
    await waitFor(() => expect(screen.queryByText('Ann Doe')).not.toBeInTheDocument());
    expect(await row('Cora Doe')).toBeInTheDocument();
  });

  it('approves a coach after reading what they submitted', async () => {
    const { server, user } = renderAdminUsers({ users: [makePendingCoach(1, 'Cora')] });
    const dialog = await review(user, 'Cora Doe');
    expect(within(dialog).getByText('ICF PCC, International Coaching Federation, 2021')).toBeInTheDocument();
    expect(within(dialog).getByText('6 years')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.verification.approve }));
    expect(await screen.findByText(COACH_VERIFICATION_MESSAGES.approved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')[0]).toMatchObject({ path: `/users/${server.users[0]?._id}/verification`, body: { decision: 'approve' } });
    await waitFor(() => expect(within(screen.getByText('Cora Doe').closest('[role="row"]') as HTMLElement).queryByText(en.verification.statuses.pending)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines a coach only with a reason, which is sent', async () => {
    const { server, user } = renderAdminUsers({ users: [makePendingCoach(2, 'Dale')] });
    const dialog = await review(user, 'Dale Doe');
    await user.click(within(dialog).getByRole('button', { name: en.verification.decline }));
    expect(await within(dialog).findByText(COACH_VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')).toHaveLength(0);
    await fill(user, within(dialog).getByRole('textbox', { name: en.verification.reason }), 'The certificate could not be checked');
    await user.click(within(dialog).getByRole('button', { name: en.verification.decline }));
    expect(await screen.findByText(COACH_VERIFICATION_MESSAGES.declined)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')[0]?.body).toEqual({ decision: 'decline', reason: 'The certificate could not be checked' });
    expect(await within(await row('Dale Doe')).findByText(en.verification.statuses.declined)).toBeInTheDocument();
  });

  it('says when a pending coach has sent nothing to decide on', async () => {
    const { user } = renderAdminUsers({ users: [makePendingCoach(1, 'Cora', false)] });
    const dialog = await review(user, 'Cora Doe');
    expect(within(dialog).getByText(en.verification.notSubmitted.replace('{{name}}', 'Cora Doe'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.verification.approve })).toBeDisabled();
  });
});

describe('AdminUsersPage: invitations', () => {
  it('asks for the email and the names before sending an invitation', async () => {
    const { server, user } = renderAdminUsers();
    await user.click(await screen.findByRole('button', { name: en.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: en.invite.title });
    await user.click(within(dialog).getByRole('button', { name: en.invite.send }));
    for (const message of [VALIDATION_MESSAGES.emailRequired, VALIDATION_MESSAGES.firstNameRequired, VALIDATION_MESSAGES.lastNameRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(server.calls, 'POST')).toHaveLength(0);
  });

  it('invites an admin with the permissions chosen, says so, and lists the invitation as waiting', async () => {
    const { server, user } = renderAdminUsers();
    await user.click(await screen.findByRole('button', { name: en.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: en.invite.title });
    await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'riley@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /First Name/ }), 'Riley');
    await fill(user, within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Stone');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: en.invite.role }));
    await user.click(await screen.findByRole('option', { name: en.roles.admin }));
    await user.click(within(dialog).getByRole('checkbox', { name: en.permissions.items.analyticsView.label }));
    await user.click(within(dialog).getByRole('combobox', { name: en.invite.language }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: en.invite.send }));

    expect(await screen.findByText(ACCOUNT_INVITATION_MESSAGES.sent)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/admin/invitations')[0]?.body).toEqual({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Stone',
      role: 'admin',
      language: 'de',
      permissions: ['analytics.view'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new invitation is listed, waiting.
    const waiting = await screen.findByRole('region', { name: en.invitations.title });
    expect(within(waiting).getByText('Riley Stone')).toBeInTheDocument();
    expect(within(waiting).getByText('riley@example.com')).toBeInTheDocument();
  });

  it('resends an open invitation and revokes one after asking', async () => {
    const pending = makeInvitation(1, { email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee', role: 'coach' });
    const expired = makeInvitation(2, { email: 'sam@example.com', firstName: 'Sam', lastName: 'Roe', role: 'client' }, 'expired');
    const { server, user } = renderAdminUsers({ invitations: [pending, expired] });
    const waiting = await screen.findByRole('region', { name: en.invitations.title });
    expect(within(waiting).getByText(en.invitations.statuses.expired)).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Revoke the invitation to Sam Roe' })).not.toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Resend the invitation to Sam Roe' }));
    expect(await screen.findByText(ACCOUNT_INVITATION_MESSAGES.resent)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST').map((call) => call.path)).toEqual([`/admin/invitations/${expired._id}/resend`]);

    await user.click(within(waiting).getByRole('button', { name: 'Revoke the invitation to Pat Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to Pat Lee?' });
    await user.click(within(dialog).getByRole('button', { name: en.invitations.revoke }));
    expect(await screen.findByText(ACCOUNT_INVITATION_MESSAGES.revoked)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE').map((call) => call.path)).toEqual([`/admin/invitations/${pending._id}`]);
    await waitFor(() => expect(within(waiting).queryByText('Pat Lee')).not.toBeInTheDocument());
  });

  it("keeps the invitation open with the server's reason when it refuses", async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann')] });
    await user.click(await screen.findByRole('button', { name: en.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: en.invite.title });
    await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /First Name/ }), 'Ann');
    await fill(user, within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Doe');
    await user.click(within(dialog).getByRole('button', { name: en.invite.send }));
    expect(await within(dialog).findByText(ACCOUNT_INVITATION_MESSAGES.emailInUse)).toBeInTheDocument();
    // A client's invitation carries no permissions and the platform's language.
    expect(callsTo(server.calls, 'POST')[0]?.body).toEqual({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Doe', role: 'client' });
  });
});
