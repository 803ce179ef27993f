import { ACCOUNT_INVITATION_MESSAGES, COACH_VERIFICATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin-users.js';
import { callsTo } from '../../test/fake-api.js';
import { listQueries, makeListedUser, makePendingCoach, renderAdminUsers } from './admin-users-test-utils.js';

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

type Events = ReturnType<typeof renderAdminUsers>['user'];

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
    await user.type(within(dialog).getByRole('textbox', { name: en.verification.reason }), 'The certificate could not be checked');
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
  it('invites an admin with the permissions chosen, and says so', async () => {
    const { server, user } = renderAdminUsers();
    await user.click(await screen.findByRole('button', { name: en.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: en.invite.title });
    await user.click(within(dialog).getByRole('button', { name: en.invite.send }));
    expect(await within(dialog).findAllByText(/required/)).not.toHaveLength(0);
    expect(callsTo(server.calls, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'riley@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Riley');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Stone');
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
  });

  it("keeps the invitation open with the server's reason when it refuses", async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann')] });
    await user.click(await screen.findByRole('button', { name: en.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: en.invite.title });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Ann');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Doe');
    await user.click(within(dialog).getByRole('button', { name: en.invite.send }));
    expect(await within(dialog).findByText(ACCOUNT_INVITATION_MESSAGES.emailInUse)).toBeInTheDocument();
    // A client's invitation carries no permissions and the platform's language.
    expect(callsTo(server.calls, 'POST')[0]?.body).toEqual({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Doe', role: 'client' });
  });
});
