import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { button, DEMO, type DemoAccount, expectHidden, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, submitSignIn, text, toast, useBrowser } from '../support/browser.js';
import { mailsTo } from '../support/mailbox.js';

const browser = useBrowser();
const stamp = randomBytes(4).toString('hex');

async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `${String(locator)} should have the focus` }).toBe(true);
}

/** A client of this journey's own, registered through the API: deactivating the demo client would upset other journeys. */
async function newClient(): Promise<DemoAccount> {
  const account: DemoAccount = {
    role: 'client',
    email: `quinn-${stamp}@example.com`,
    password: 'Journey1!',
    firstName: 'Quinn',
    lastName: `Harper${stamp}`,
    home: '/client',
    roleLabel: 'Premium Member',
  };
  const response = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      username: `quinn_${stamp}`,
      password: account.password,
      profile: { firstName: account.firstName, lastName: account.lastName },
      role: 'client',
    }),
  });
  expect(response.status).toBe(201);
  return account;
}

/** A coach of this journey's own, registered (so pending) and having submitted a certification, through the API. */
async function newPendingCoach(): Promise<DemoAccount & { token: string }> {
  const base = inject('baseURL');
  const account = { role: 'coach', email: `cora-${stamp}@example.com`, password: 'Journey1!', firstName: 'Cora', lastName: `Vale${stamp}`, home: '/coach', roleLabel: 'Professional Coach' } as const;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, username: `cora_${stamp}`, password: account.password, profile: { firstName: account.firstName, lastName: account.lastName }, role: 'coach' }),
  });
  expect(registered.status).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string } };
  const submitted = await fetch(`${base}/api/coach/verification`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ certifications: [{ name: 'ICF Associate Certified Coach', issuer: 'International Coaching Federation', year: 2022 }], experience: 4 }),
  });
  expect(submitted.status).toBe(200);
  return { ...account, token: data.token };
}

/** The admin's row for the user, found with the quick filter. */
async function findUser(admin: Page, account: DemoAccount) {
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(stamp);
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expectVisible(row);
  return row;
}

async function changeStatus(admin: Page, account: DemoAccount, action: 'Deactivate' | 'Reactivate') {
  const name = `${account.firstName} ${account.lastName}`;
  const row = await findUser(admin, account);
  await row.getByRole('menuitem', { name: `More actions for ${name}` }).click();
  await admin.getByRole('menu', { name: `More actions for ${name}` }).getByRole('menuitem', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: `${action} ${name}?` });
  await button(dialog, action).click();
  await expectVisible(toast(admin, action === 'Deactivate' ? 'User deactivated successfully' : 'User reactivated successfully'));
  await expectVisible(row.getByText(action === 'Deactivate' ? 'Inactive' : 'Active', { exact: true }));
}

describe.sequential('user management', () => {
  it('the admin deactivates a user found with the quick filter: their open session ends and they cannot sign in; reactivated, they can', async () => {
    const client = await newClient();
    const clientPage = await browser.newPage();
    await signIn(clientPage, client);
    const token = await clientPage.evaluate(() => localStorage.getItem('authToken'));

    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
    await expectPath(admin, '/admin/users');
    await changeStatus(admin, client, 'Deactivate');

    // Ended on the server: the token the client's page holds no longer opens the API.
    const me = await clientPage.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    // The client's open page: its next request finds the session ended, and it is back at sign-in.
    await clientPage.reload();
    await expectPath(clientPage, '/?show=login', 20_000);
    await clientPage.goto('/login');
    await submitSignIn(clientPage, client.email, client.password);
    await expectVisible(text(clientPage, 'This account has been deactivated. Please contact support.'));
    await expectPath(clientPage, '/login');

    await changeStatus(admin, client, 'Reactivate');
    await signIn(clientPage, client);
  });

  it('the admin approves a pending coach found with the Verification filter, and the coach can then invite a client', async () => {
    const coach = await newPendingCoach();
    const invite = () =>
      fetch(`${inject('baseURL')}/api/coach/invitations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${coach.token}` },
        body: JSON.stringify({ name: 'Robin Hale', email: `robin-${stamp}@example.com` }),
      });
    expect((await invite()).status).toBe(403);

    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    await admin.getByRole('combobox', { name: 'Verification' }).click();
    await admin.getByRole('option', { name: 'Pending verification' }).click();
    const name = `${coach.firstName} ${coach.lastName}`;
    const row = await findUser(admin, coach);
    await expectVisible(row.getByText('Pending verification', { exact: true }));
    await row.getByRole('menuitem', { name: `More actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Review verification' }).click();
    const dialog = admin.getByRole('dialog', { name: `Verify ${name}` });
    await expectVisible(text(dialog, 'ICF Associate Certified Coach, International Coaching Federation, 2022'));
    await button(dialog, 'Approve').click();
    await expectVisible(toast(admin, 'Coach verified'));
    // Verified, the coach no longer matches the pending filter.
    await expectVisible(text(admin, 'No users match your search and filters.'));

    const coachPage = await browser.newPage();
    await signIn(coachPage, coach);
    await coachPage.goto('/coach/clients');
    await button(coachPage, 'Add New Client').first().click();
    const add = coachPage.getByRole('dialog', { name: 'Add New Client' });
    await field(add, 'Client Name').fill('Robin Hale');
    await field(add, 'Email Address').fill(`robin-${stamp}@example.com`);
    await button(add, 'Send Invitation').click();
    await expectVisible(text(coachPage, 'Invitation sent'));
  });

  it('the admin invites a new admin with chosen permissions, who is mailed a link; the invitation waits under the grid and is resent', async () => {
    const email = `riley-${stamp}@example.com`;
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    await button(admin, 'Invite user').click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'First Name').fill('Riley');
    await field(dialog, 'Last Name').fill('Stone');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Admin', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'View analytics' }).check();
    await button(dialog, 'Send Invitation').click();
    await expectVisible(toast(admin, 'Invitation sent'));

    const [mail] = await mailsTo(inject('mailboxURL'), email, (received) => received.text.includes('/accept-invitation?token='));
    expect(mail, 'no invitation mail arrived').toBeDefined();
    const waiting = admin.getByRole('region', { name: 'Invitations waiting' });
    await expectVisible(waiting.getByText(email, { exact: true }));
    await button(waiting, 'Resend the invitation to Riley Stone').click();
    await expectVisible(toast(admin, 'Invitation sent again'));
    await expectVisible(waiting.getByText('Sent 2 times', { exact: false }));
    // Invited twice, the second is refused in the server's words and the dialog stays.
    await button(admin, 'Invite user').click();
    const again = admin.getByRole('dialog', { name: 'Invite a user' });
    await field(again, 'Email').fill(email);
    await field(again, 'First Name').fill('Riley');
    await field(again, 'Last Name').fill('Stone');
    await button(again, 'Send Invitation').click();
    await expectVisible(text(again, 'An invitation to this email is already waiting: send it again instead'));
  });

  it('works by keyboard: along a row to More (Enter opens its menu, Escape gives the focus back) and to Edit (Enter opens the dialog)', async () => {
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    const search = admin.getByRole('searchbox', { name: 'Search users' });
    await search.fill('admin@example.com');
    const row = admin.getByRole('row').filter({ hasText: DEMO.admin.email });
    await expectVisible(row);
    // The email cell, then along the row to the actions: Edit, then More.
    await row.getByRole('gridcell').filter({ hasText: DEMO.admin.email }).click();
    for (const _column of ['role', 'status', 'phone', 'created', 'actions']) await admin.keyboard.press('ArrowRight');
    await expectFocused(row.getByRole('menuitem', { name: 'Edit Morgan Reyes' }));
    await admin.keyboard.press('ArrowRight');
    await expectFocused(row.getByRole('menuitem', { name: 'More actions for Morgan Reyes' }));
    await admin.keyboard.press('Enter');
    const menu = admin.getByRole('menu', { name: 'More actions for Morgan Reyes' });
    await expectVisible(menu);
    await admin.keyboard.press('Escape');
    await expectHidden(menu);
    await expectFocused(row.getByRole('menuitem', { name: 'More actions for Morgan Reyes' }));
    await admin.keyboard.press('ArrowLeft');
    await admin.keyboard.press('Enter');
    await expectVisible(admin.getByRole('dialog', { name: 'Edit Morgan Reyes' }));
  });

  it('the grid, the edit dialog and the profile have no serious accessibility violations', async () => {
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    const row = admin.getByRole('row').filter({ hasText: DEMO.admin.email });
    await expectVisible(row);
    await expectNoSeriousA11yViolations(admin);

    await row.getByRole('menuitem', { name: 'Edit Morgan Reyes' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Morgan Reyes' });
    await expectVisible(dialog.getByRole('region', { name: 'Permissions' }));
    await expectNoSeriousA11yViolations(admin);
    await button(dialog, 'Cancel').click();

    await admin.goto('/admin/profile');
    await expectVisible(admin.getByRole('heading', { name: 'Change Password' }));
    await expectNoSeriousA11yViolations(admin);
  });
});
