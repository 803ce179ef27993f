import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { button, DEMO, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();
const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const REGISTRATION_CLOSED = 'Registration is closed on this platform. Ask an administrator for an invitation.';

/** The registration switch of /admin/settings, saved with the Save bar; waits for the server's word that it is saved. */
async function setRegistration(admin: Page, open: boolean): Promise<void> {
  const registration = admin.getByRole('switch', { name: 'Registration open' });
  await expectVisible(registration);
  if ((await registration.isChecked()) !== open) await registration.click();
  await button(admin, 'Save').click();
  await expectVisible(toast(admin, 'Platform settings saved'));
  expect(await registration.isChecked()).toBe(open);
}

/** A visitor goes through the sign-up wizard as a client and presses Create Account. */
async function signUp(visitor: Page, who: string): Promise<void> {
  await visitor.goto('/register');
  await field(visitor, 'Email').fill(`${who}@example.com`);
  await field(visitor, 'Username').fill(who);
  await field(visitor, 'Password').fill('Journey1!');
  await field(visitor, 'Confirm Password').fill('Journey1!');
  await button(visitor, 'Next').click();
  await field(visitor, 'First Name').fill('Robin');
  await field(visitor, 'Last Name').fill('Vale');
  await button(visitor, 'Next').click();
  await visitor.getByRole('radiogroup', { name: 'I am joining as' }).getByRole('radio', { name: 'Client' }).check();
  await button(visitor, 'Create Account').click();
}

describe('closing registration on /admin/settings', () => {
  // Other journeys sign visitors up: whatever happens here, registration is open again afterwards.
  afterEach(async () => {
    const login = await fetch(`${inject('baseURL')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    await fetch(`${inject('baseURL')}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ registrationOpen: true }),
    });
  });

  it('refuses a visitor’s sign-up in the server’s words while closed, and lets them in once reopened', async () => {
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(admin, '/admin/settings');
    await expectVisible(admin.getByRole('heading', { level: 1, name: 'Platform Settings' }));
    await setRegistration(admin, false);
    await expectVisible(text(admin, 'While closed, sign-ups are refused with a message asking for an invitation. Invitations from an admin or a coach still work.'));
    // The change is in the audit log, with the field before and after.
    const entry = admin.getByRole('table', { name: 'Audit log entries' }).getByRole('row').filter({ hasText: 'Settings changed' }).first();
    await expectVisible(entry);
    await entry.getByRole('button', { name: 'Show the changes' }).click();
    await expectVisible(admin.getByRole('table', { name: 'Changed fields of this entry' }).getByRole('row', { name: 'Registration open Yes No' }));

    const visitor = await browser.newPage();
    await signUp(visitor, `closed_${stamp}`);
    await expectVisible(visitor.getByRole('alert').filter({ hasText: REGISTRATION_CLOSED }));
    await expectPath(visitor, '/register');

    await setRegistration(admin, true);
    await signUp(visitor, `open_${stamp}`);
    await expectPath(visitor, '/client', 20_000);
  });
});

describe('/admin/settings and /admin/ai-settings', () => {
  it('have no serious accessibility violations, with the model tested and the crisis resource dialog open', async () => {
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/settings');
    await expectVisible(admin.getByRole('switch', { name: 'Registration open' }));
    await expectVisible(admin.getByRole('heading', { level: 2, name: 'Audit log' }));
    await expectNoSeriousA11yViolations(admin);

    await admin.goto('/admin/ai-settings');
    await expectVisible(admin.getByRole('heading', { level: 1, name: 'AI Configuration' }));
    await button(admin, 'Test the model').click();
    await expectVisible(admin.getByText(/^The model answered in [\d,]+ ms$/));
    await expectVisible(admin.getByRole('table', { name: 'Crisis resources by country and kind' }));
    await expectNoSeriousA11yViolations(admin);
    await button(admin, 'Add a resource').click();
    await expectVisible(admin.getByRole('dialog', { name: 'Add a crisis resource' }));
    await expectNoSeriousA11yViolations(admin);
  });
});
