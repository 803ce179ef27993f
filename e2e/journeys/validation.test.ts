import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT_MS, button, expectHidden, expectPath, expectShell, expectVisible, field, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

/** The texts of the elements that describe a field (aria-describedby): where a screen reader finds its error. */
async function descriptionOf(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );
}

/** The field shows this message under it, marked invalid and tied to it for assistive technology. */
async function expectFieldError(scope: Page | Locator, label: string, message: string): Promise<void> {
  const input = field(scope, label);
  await expectVisible(text(scope, message));
  await expect.poll(() => descriptionOf(input), { timeout: UI_TIMEOUT_MS, message: `'${label}' should be described by '${message}'` }).toBe(message);
  expect(await input.getAttribute('aria-invalid'), `'${label}' should be marked invalid`).toBe('true');
}

describe('sign-in form', () => {
  it('asks for an email and a password, and a well-formed email', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await button(page, 'Sign In').click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'Password is required');

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('anything');
    await button(page, 'Sign In').click();
    await expectFieldError(page, 'Email', 'Invalid email address');
    await expectHidden(text(page, 'Password is required'));
    await expectPath(page, '/login');
  });
});

describe('register wizard', () => {
  const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const newClient = { email: `e2e-${stamp}@example.com`, username: `e2e_${stamp}`, password: 'Journey1!', firstName: 'Avery', lastName: 'Quinn' };

  it('validates each step before Next, explains the roles, and creates a client account', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create your account' }));
    for (const step of ['Account Info', 'Personal Details', 'Role Setup']) await expectVisible(text(page, step));

    // Step 1: Account Info.
    await button(page, 'Next').click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Username', 'Username is required');
    await expectFieldError(page, 'Password', 'Password is required');
    await expectFieldError(page, 'Confirm Password', 'Please confirm your password');

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Username').fill('ab');
    await field(page, 'Password').fill('short');
    await button(page, 'Next').click();
    await expectFieldError(page, 'Email', 'Invalid email address');
    await expectFieldError(page, 'Username', 'Username must be at least 3 characters');
    await expectFieldError(page, 'Password', 'Password must be at least 8 characters');

    await field(page, 'Username').fill('bad name!');
    await field(page, 'Password').fill('alllowercase');
    await button(page, 'Next').click();
    await expectFieldError(page, 'Username', 'Username can only contain letters, numbers, underscores, and hyphens');
    await expectFieldError(page, 'Password', 'Password must contain uppercase, lowercase, number, and special character');

    await field(page, 'Email').fill(newClient.email);
    await field(page, 'Username').fill(newClient.username);
    await field(page, 'Password').fill(newClient.password);
    await field(page, 'Confirm Password').fill(`${newClient.password}x`);
    await button(page, 'Next').click();
    await expectFieldError(page, 'Confirm Password', 'Passwords do not match');
    // Still on step 1: step 2's fields have not appeared.
    await expectHidden(field(page, 'First Name'));

    await field(page, 'Confirm Password').fill(newClient.password);
    await button(page, 'Next').click();

    // Step 2: Personal Details.
    await expectVisible(field(page, 'First Name'));
    await expectVisible(field(page, 'Last Name'));
    await button(page, 'Next').click();
    await expectFieldError(page, 'First Name', 'First name is required');
    await expectFieldError(page, 'Last Name', 'Last name is required');

    // Back keeps what was typed on step 1.
    await button(page, 'Back').click();
    await expectVisible(field(page, 'Email'));
    expect(await field(page, 'Email').inputValue()).toBe(newClient.email);
    expect(await field(page, 'Username').inputValue()).toBe(newClient.username);
    await button(page, 'Next').click();

    await field(page, 'First Name').fill(newClient.firstName);
    await field(page, 'Last Name').fill(newClient.lastName);
    await button(page, 'Next').click();

    // Step 3: Role Setup.
    const roles = page.getByRole('radiogroup', { name: 'I am joining as' });
    await expectVisible(roles);
    await button(page, 'Create Account').click();
    await expectVisible(text(page, 'Please select your role'));

    const coachNote = "As a coach, you'll need to complete additional verification steps after registration.";
    const clientNote = "As a client, you'll be able to connect with verified coaches and start your journey.";
    await roles.getByRole('radio', { name: 'Coach' }).check();
    await expectVisible(text(page, coachNote));
    await expectHidden(text(page, 'Please select your role'));
    await roles.getByRole('radio', { name: 'Client' }).check();
    await expectVisible(text(page, clientNote));
    await expectHidden(text(page, coachNote));

    await button(page, 'Create Account').click();
    await Promise.all([
      expectVisible(toast(page, `Welcome to the platform, ${newClient.firstName}!`), 20_000),
      expectPath(page, '/client', 20_000).then(() => expectShell(page, { ...newClient, roleLabel: 'Premium Member' })),
    ]);
  });

  it("'Sign in here' goes to /login", async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.getByRole('link', { name: 'Sign in here' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
  });
});
