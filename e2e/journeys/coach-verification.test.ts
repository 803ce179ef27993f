import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { button, DEMO, type DemoAccount, expectPath, expectVisible, field, signIn, text, toast, useBrowser } from '../support/browser.js';
import { mailsTo } from '../support/mailbox.js';

const browser = useBrowser();
const stamp = randomBytes(4).toString('hex');
const PASSWORD = 'Journey1!';

/** A coach of this journey's own, registered through the API, so pending and with nothing submitted. */
async function newCoach(): Promise<DemoAccount> {
  const account: DemoAccount = { role: 'coach', email: `vera-${stamp}@example.com`, password: PASSWORD, firstName: 'Vera', lastName: `Lind${stamp}`, home: '/coach', roleLabel: 'Professional Coach' };
  const registered = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, username: `vera_${stamp}`, password: PASSWORD, profile: { firstName: account.firstName, lastName: account.lastName }, role: 'coach' }),
  });
  expect(registered.status).toBe(201);
  return account;
}

describe('coach verification and accounts by invitation, in the browser', () => {
  it('a new coach submits their certification from /coach/profile, the admin approves them in /admin/users, and the coach can then invite a client', async () => {
    const coach = await newCoach();
    const page = await browser.newPage();
    await signIn(page, coach);
    // The dashboard says what is missing and leads to the card.
    await page.getByRole('link', { name: 'Open my verification' }).click();
    await expectPath(page, '/coach/profile');
    const card = page.getByRole('region', { name: 'Coach verification' });
    await expectVisible(text(card, 'Submit your certifications and years of experience: an administrator verifies them before you can invite and take clients.'));
    const first = card.getByRole('group', { name: 'Certification 1' });
    await field(first, 'Name').fill('ICF Associate Certified Coach');
    await field(first, 'Issued by').fill('International Coaching Federation');
    await field(first, 'Year').fill('2021');
    await field(card, 'Years of coaching experience').fill('4');
    await button(card, 'Submit for verification').click();
    await expectVisible(toast(page, 'Thank you: your certifications and experience were sent for verification'));
    await expectVisible(card.getByText(/waiting for an administrator to verify your account/));
    await page.goto('/coach/clients');
    expect(await button(page, 'Add New Client').first().isDisabled()).toBe(true);

    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(stamp);
    const row = admin.getByRole('row').filter({ hasText: coach.email });
    await expectVisible(row.getByText('Pending verification', { exact: true }));
    const name = `${coach.firstName} ${coach.lastName}`;
    await row.getByRole('menuitem', { name: `More actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Review verification' }).click();
    const dialog = admin.getByRole('dialog', { name: `Verify ${name}` });
    await expectVisible(text(dialog, 'ICF Associate Certified Coach, International Coaching Federation, 2021'));
    await button(dialog, 'Approve').click();
    await expectVisible(toast(admin, 'Coach verified'));

    // The coach's next page reads their account again.
    await page.goto('/coach/profile');
    await expectVisible(page.getByRole('region', { name: 'Coach verification' }).getByText(/Your coach account is verified/));
    await page.goto('/coach/clients');
    await button(page, 'Add New Client').first().click();
    const add = page.getByRole('dialog', { name: 'Add New Client' });
    await field(add, 'Client Name').fill('Sam Reed');
    await field(add, 'Email Address').fill(`sam-${stamp}@example.com`);
    await button(add, 'Send Invitation').click();
    await expectVisible(text(page, 'Invitation sent'));
  });

  it("the admin invites a coach by email, and the mail's link opens /accept-invitation, which creates the account and signs them in", async () => {
    const email = `noor-${stamp}@example.com`;
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/admin/users');
    await button(admin, 'Invite user').click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'First Name').fill('Noor');
    await field(dialog, 'Last Name').fill('Haddad');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Coach', exact: true }).click();
    await button(dialog, 'Send Invitation').click();
    await expectVisible(toast(admin, 'Invitation sent'));

    const [mail] = await mailsTo(inject('mailboxURL'), email, (received) => received.text.includes('/accept-invitation?token='));
    expect(mail, 'no invitation mail arrived').toBeDefined();
    const link = /https?:\/\/\S+\/accept-invitation\?token=[\w-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();

    const page = await browser.newPage();
    await page.goto(link!);
    await expectVisible(page.getByRole('heading', { name: /invited you to join as a coach/ }));
    expect(await field(page, 'Email').inputValue()).toBe(email);
    await field(page, 'Username').fill(`noor_${stamp}`);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await button(page, 'Create Account').click();
    await expectPath(page, '/coach', 20_000);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link!);
    await expectVisible(text(again, 'This invitation is no longer valid'));
  });
});
