import { ADMIN_MESSAGES, AUTH_MESSAGES, GLOBAL_ERROR_MESSAGES, SUCCESS_MESSAGES, USER_ADMIN_MESSAGES, VALIDATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/admin-users.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { listQueries, makeAdmin, makeListedUser, renderAdminUsers } from './admin-users-test-utils.js';

const FIRST_QUERY = 'page=1&limit=25&sortBy=createdAt&sortOrder=desc';
const grid = () => screen.findByRole('grid', { name: en.grid.label });
const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
const search = () => screen.getByRole('searchbox', { name: en.toolbar.search });

type Events = ReturnType<typeof renderAdminUsers>['user'];

async function openMore(user: Events, name: string) {
  await user.click(within(await row(name)).getByRole('menuitem', { name: `More actions for ${name}` }));
  return screen.findByRole('menu', { name: `More actions for ${name}` });
}

describe('AdminUsersPage', () => {
  it('shows each user with the spec’s columns, from the first page of 25 newest first', async () => {
    const ann = makeListedUser(3, 'Ann', { role: 'coach', phone: '+1 555 0100' });
    const ben = makeListedUser(2, 'Ben', { isActive: false });
    const { server } = renderAdminUsers({ users: [ann, ben, makeAdmin()] });
    await grid();
    const annRow = await row('Ann Doe');
    expect(within(annRow).getByText('@ann_3')).toBeInTheDocument();
    expect(within(annRow).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(annRow).getByText(en.roles.coach)).toBeInTheDocument();
    expect(within(annRow).getByText(en.statuses.active)).toBeInTheDocument();
    expect(within(annRow).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(annRow).getByText('Jan 3, 2026')).toBeInTheDocument();
    expect(within(annRow).getByText('A')).toBeInTheDocument();
    expect(within(annRow).getByRole('menuitem', { name: 'Edit Ann Doe' })).toBeInTheDocument();
    const benRow = await row('Ben Doe');
    expect(within(benRow).getByText(en.statuses.inactive)).toBeInTheDocument();
    expect(within(benRow).getByText(en.grid.noPhone)).toBeInTheDocument();
    expect(within(await row('Morgan Reyes')).getByText(en.grid.you)).toBeInTheDocument();
    expect(listQueries(server)).toEqual([FIRST_QUERY]);
  });

  it('asks the server for each sort: ascending, then descending', async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann'), makeListedUser(2, 'Ben')] });
    await row('Ann Doe');
    const header = (name: string) => within(screen.getByRole('grid')).getByRole('columnheader', { name });

    await user.click(header(en.columns.email));
    await waitFor(() => expect(listQueries(server)).toContain('page=1&limit=25&sortBy=email&sortOrder=asc'));
    await user.click(header(en.columns.email));
    await waitFor(() => expect(listQueries(server)).toContain('page=1&limit=25&sortBy=email&sortOrder=desc'));
    await user.click(header(en.columns.name));
    await waitFor(() => expect(listQueries(server)).toContain('page=1&limit=25&sortBy=name&sortOrder=asc'));

  });

  it('asks the server for the next page, and for another page size from the first page', async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann'), makeListedUser(2, 'Ben')], total: 120 });
    await row('Ann Doe');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listQueries(server)).toContain('page=2&limit=25&sortBy=createdAt&sortOrder=desc'));
    expect(screen.getByText('26–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const sizes = await screen.findByRole('listbox');
    expect(within(sizes).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(within(sizes).getByRole('option', { name: '100' }));
    // Another page size starts from the first page.
    await waitFor(() => expect(listQueries(server).at(-1)).toBe('page=1&limit=100&sortBy=createdAt&sortOrder=desc'));
  });

  it('sends the quick filter as q once the typing has paused for 500 ms, and the role and status filters', async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann'), makeListedUser(2, 'Ben', { role: 'coach', isActive: false })] });
    await row('Ann Doe');
    await user.type(search(), 'ann');
    const typed = Date.now();
    await waitFor(() => expect(listQueries(server)).toContain(`${FIRST_QUERY}&q=ann`));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450);
    // One request for the pause, none for the letters on the way.
    expect(listQueries(server).filter((query) => query.includes('q='))).toEqual([`${FIRST_QUERY}&q=ann`]);
    await waitFor(() => expect(screen.queryByText('Ben Doe')).not.toBeInTheDocument());

    await user.clear(search());
    await user.click(screen.getByRole('combobox', { name: en.toolbar.role }));
    await user.click(await screen.findByRole('option', { name: en.roles.coach }));
    await waitFor(() => expect(listQueries(server).at(-1)).toBe(`${FIRST_QUERY}&role=coach`));
    await user.click(screen.getByRole('combobox', { name: en.toolbar.status }));
    await user.click(await screen.findByRole('option', { name: en.statuses.inactive }));
    await waitFor(() => expect(listQueries(server).at(-1)).toBe(`${FIRST_QUERY}&role=coach&status=inactive`));
    expect(await row('Ben Doe')).toBeInTheDocument();
  });

  it('says when no user matches, and clears the filters', async () => {
    const { user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann')] });
    await row('Ann Doe');
    await user.type(search(), 'zed');
    expect(await screen.findByText(en.grid.noMatch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.grid.clearFilters }));
    expect(await row('Ann Doe')).toBeInTheDocument();
    expect(search()).toHaveValue('');
  });

  it('deactivates a user after asking, says so, and shows them inactive', async () => {
    const ann = makeListedUser(1, 'Ann');
    const { server, user } = renderAdminUsers({ users: [ann] });
    const menu = await openMore(user, 'Ann Doe');
    expect(within(menu).queryByRole('menuitem', { name: en.menu.copyPhone })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: en.menu.deactivate }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ann Doe?' });
    await user.click(within(dialog).getByRole('button', { name: en.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(0);

    await user.click(within(await openMore(user, 'Ann Doe')).getByRole('menuitem', { name: en.menu.deactivate }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.deactivate }));
    expect(await screen.findByText(SUCCESS_MESSAGES.userDeactivated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE').map((call) => call.path)).toEqual([`/users/${ann._id}`]);
    expect(await within(await row('Ann Doe')).findByText(en.statuses.inactive)).toBeInTheDocument();
  });

  it('reactivates an inactive user after asking, and says so', async () => {
    const ann = makeListedUser(1, 'Ann', { isActive: false });
    const { server, user } = renderAdminUsers({ users: [ann] });
    await user.click(within(await openMore(user, 'Ann Doe')).getByRole('menuitem', { name: en.menu.reactivate }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reactivate Ann Doe?' })).getByRole('button', { name: en.confirm.reactivate }));
    expect(await screen.findByText(SUCCESS_MESSAGES.userReactivated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH').map((call) => call.path)).toEqual([`/users/${ann._id}/reactivate`]);
  });

  it("says the server's reason when it refuses a deactivation", async () => {
    const { user } = renderAdminUsers();
    await user.click(within(await openMore(user, 'Morgan Reyes')).getByRole('menuitem', { name: en.menu.deactivate }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.deactivate }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.cannotDeactivateSelf)).toBeInTheDocument();
  });

  it("says 'Failed to deactivate user' when the server fails without a reason", async () => {
    const { user } = renderAdminUsers({
      users: [makeListedUser(1, 'Ann')],
      override: (call) => (call.method === 'DELETE' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    await user.click(within(await openMore(user, 'Ann Doe')).getByRole('menuitem', { name: en.menu.deactivate }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.deactivate }));
    expect(await screen.findByText(ADMIN_MESSAGES.deactivateUserFailed)).toBeInTheDocument();
  });

  it('copies the email and the phone from the More menu, by keyboard, and says so', async () => {
    const { user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann', { phone: '+44 20 7946 0000' })] });
    // userEvent.setup() gives the page its clipboard.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const more = within(await row('Ann Doe')).getByRole('menuitem', { name: 'More actions for Ann Doe' });
    more.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'More actions for Ann Doe' });
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByText(SUCCESS_MESSAGES.emailCopied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'More actions for Ann Doe' })).not.toBeInTheDocument());

    await user.click(within(await openMore(user, 'Ann Doe')).getByRole('menuitem', { name: en.menu.copyPhone }));
    expect(writeText).toHaveBeenLastCalledWith('+44 20 7946 0000');
    expect(await screen.findByText(SUCCESS_MESSAGES.phoneCopied)).toBeInTheDocument();
  });

  it('deactivates the selected users after saying how many, and lists those the server refused with its reason', async () => {
    const { server, user } = renderAdminUsers({ users: [makeListedUser(1, 'Ann'), makeListedUser(2, 'Ben'), makeAdmin()] });
    for (const name of ['Ann Doe', 'Ben Doe', 'Morgan Reyes']) await user.click(within(await row(name)).getByRole('checkbox'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.toolbar.deactivateSelected }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 3 users?' });
    await user.click(within(dialog).getByRole('button', { name: en.confirm.deactivate }));

    const outcome = (await screen.findByText('2 users deactivated')).closest('.MuiAlert-root') as HTMLElement;
    expect(within(outcome).getByText('1 user was not changed:')).toBeInTheDocument();
    expect(within(outcome).getByText(`Morgan Reyes: ${USER_ADMIN_MESSAGES.cannotDeactivateSelf}`)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(3);
    expect(await within(await row('Ann Doe')).findByText(en.statuses.inactive)).toBeInTheDocument();
    expect(screen.queryByText('3 selected')).not.toBeInTheDocument();
  });

  it('edits a user: the username read-only, the form saved with PUT, and the list read again', async () => {
    const ann = makeListedUser(1, 'Ann');
    const { server, user } = renderAdminUsers({ users: [ann] });
    await user.click(within(await row('Ann Doe')).getByRole('menuitem', { name: 'Edit Ann Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ann Doe' });
    expect(within(dialog).getByRole('textbox', { name: en.edit.username })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: en.edit.username })).toHaveValue('ann_1');
    const firstName = within(dialog).getByRole('textbox', { name: /First Name/ });
    await user.clear(firstName);
    await user.click(within(dialog).getByRole('button', { name: en.edit.save }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);

    await user.type(firstName, '  Anna ');
    await user.click(within(dialog).getByRole('textbox', { name: en.edit.phone }));
    await user.paste('+1 555 0101');
    await user.click(within(dialog).getByRole('combobox', { name: en.edit.role }));
    await user.click(await screen.findByRole('option', { name: en.roles.coach }));
    await user.click(within(dialog).getByRole('button', { name: en.edit.save }));

    expect(await screen.findByText(SUCCESS_MESSAGES.userUpdated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')[0]?.body).toEqual({
      email: 'ann@example.com',
      profile: { firstName: 'Anna', lastName: 'Doe', phone: '+1 555 0101', bio: '' },
      role: 'coach',
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const annaRow = await row('Anna Doe');
    expect(within(annaRow).getByText(en.roles.coach)).toBeInTheDocument();
  });

  it("keeps the form open with the server's words when the save is refused", async () => {
    const { user } = renderAdminUsers({
      users: [makeListedUser(1, 'Ann')],
      override: (call) => (call.method === 'PUT' ? apiFail(409, AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN') : undefined),
    });
    await user.click(within(await row('Ann Doe')).getByRole('menuitem', { name: 'Edit Ann Doe' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.edit.save }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.saveUserFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("sends another admin's whole set of permissions", async () => {
    const other = makeAdmin({ _id: 'a0000000-0000-4000-8000-000000000002', username: 'riley_admin', email: 'riley@example.com', profile: makeListedUser(9, 'Riley').profile, permissions: ['analytics.view'] });
    const { server, user } = renderAdminUsers({ users: [other, makeAdmin()] });
    await user.click(within(await row('Riley Doe')).getByRole('menuitem', { name: 'Edit Riley Doe' }));
    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('region', { name: en.permissions.title });
    expect(within(section).getByRole('checkbox', { name: en.permissions.items.analyticsView.label })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: en.permissions.items.usersManage.label })).toHaveAccessibleDescription(en.permissions.items.usersManage.description);
    await user.click(within(section).getByRole('checkbox', { name: en.permissions.items.auditView.label }));
    await user.click(within(section).getByRole('button', { name: en.permissions.save }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.permissionsUpdated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')[0]).toMatchObject({ path: `/users/${other._id}/permissions`, body: { permissions: ['analytics.view', 'audit.view'] } });
  });

  it("shows one's own permissions but sends neither them, nor one's role or activity", async () => {
    const { server, user } = renderAdminUsers();
    await user.click(within(await row('Morgan Reyes')).getByRole('menuitem', { name: 'Edit Morgan Reyes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en.permissions.ownHint)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: en.permissions.items.usersManage.label })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: en.permissions.save })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: en.edit.role })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: en.edit.save }));
    await waitFor(() => expect(callsTo(server.calls, 'PUT')).toHaveLength(1));
    // Oneself: neither role nor activity is sent (the server refuses changing either).
    expect(callsTo(server.calls, 'PUT')[0]?.body).not.toHaveProperty('role');
    expect(callsTo(server.calls, 'PUT')[0]?.body).not.toHaveProperty('isActive');
  });

  it('tells an admin without the Manage users permission who can grant it, and asks the server nothing', async () => {
    const { server } = renderAdminUsers({ me: makeAdmin({ permissions: ['analytics.view'] }) });
    expect(await screen.findByText(en.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.invite.open })).not.toBeInTheDocument();
    expect(listQueries(server)).toEqual([]);
  });

  it('says access is denied, with nothing to try again, when the server refuses the list', async () => {
    renderAdminUsers({ override: (call) => (call.path.startsWith('/users?') ? apiFail(403, GLOBAL_ERROR_MESSAGES.forbidden, 'FORBIDDEN') : undefined) });
    expect(await screen.findByText(GLOBAL_ERROR_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.tryAgain })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load users' when the list fails, and loads it on Try Again", async () => {
    let attempts = 0;
    const { user } = renderAdminUsers({
      users: [makeListedUser(1, 'Ann')],
      override: (call) => (call.path.startsWith('/users?') && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const alert = (await screen.findByText(ADMIN_MESSAGES.loadUsersFailed)).closest('.MuiAlert-root') as HTMLElement;
    expect(screen.queryByText(en.grid.empty)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: en.tryAgain }));
    expect(await row('Ann Doe')).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.loadUsersFailed)).not.toBeInTheDocument();
  });
});
