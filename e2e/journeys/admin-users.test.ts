import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { button, DEMO, type DemoAccount, expectNoSeriousA11yViolations, expectPath, expectVisible, signIn, submitSignIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();
const stamp = randomBytes(4).toString('hex');

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
