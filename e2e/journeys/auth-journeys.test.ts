import { describe, it } from 'vitest';
import {
  DEMO,
  button,
  expectPath,
  expectShell,
  expectVisible,
  field,
  signInDialog,
  submitSignIn,
  toast,
  useBrowser,
} from '../support/browser.js';

const browser = useBrowser();

describe('signing in', () => {
  for (const account of Object.values(DEMO)) {
    it(`${account.role}: Platform Access on the landing page signs in to ${account.home}`, async () => {
      const page = await browser.newPage();
      await page.goto('/');
      await button(page, 'Platform Access').first().click();

      const dialog = signInDialog(page);
      await expectVisible(dialog);
      await expectVisible(field(dialog, 'Email'));
      await expectVisible(field(dialog, 'Password'));
      await submitSignIn(dialog, account.email, account.password);

      // The toast lasts 3 s: watched for from the moment of submitting, alongside the navigation.
      await Promise.all([
        expectVisible(toast(page, `Welcome back, ${account.firstName}!`), 20_000),
        expectPath(page, account.home, 20_000).then(() => expectShell(page, account)),
      ]);
    });
  }

  it("the landing page's Login button opens the same sign-in form", async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await button(page, 'Login').first().click();
    await expectVisible(button(page, 'Sign In'));
    await expectVisible(field(page, 'Email'));
    await expectVisible(field(page, 'Password'));
  });

  it('the /login page signs in too', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    await submitSignIn(page, DEMO.coach.email, DEMO.coach.password);
    await Promise.all([
      expectVisible(toast(page, `Welcome back, ${DEMO.coach.firstName}!`), 20_000),
      expectPath(page, DEMO.coach.home, 20_000).then(() => expectShell(page, DEMO.coach)),
    ]);
  });

  it("a wrong password shows the server's message and stays signed out", async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await submitSignIn(page, DEMO.client.email, 'Wrong-password1!');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    await expectPath(page, '/login');
    // Still a visitor: a signed-in page sends back to sign-in.
    await page.goto('/client');
    await expectPath(page, '/?show=login');
  });
});
