import { describe, it } from 'vitest';
import { DEMO, expectPath, expectShell, expectVisible, signIn, signInDialog, submitSignIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('route guards', () => {
  it('a visitor is sent to sign-in and, once signed in, lands on the page they asked for', async () => {
    const page = await browser.newPage();
    await page.goto('/client/goals');
    await expectPath(page, '/?show=login');
    const dialog = signInDialog(page);
    await expectVisible(dialog);

    await submitSignIn(dialog, DEMO.client.email, DEMO.client.password);
    await expectPath(page, '/client/goals', 20_000);
    await expectShell(page, DEMO.client);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Goals' }));
  });

  it("a signed-in user opening another role's area is sent to their own home", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/admin');
    await expectPath(page, '/client');
    await page.goto('/coach/clients');
    await expectPath(page, '/client');
    await expectShell(page, DEMO.client);
  });

  it('a signed-in user opening /, /login, /register or /reset-password is sent to their home', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.coach);
    for (const path of ['/', '/?show=login', '/login', '/register', '/reset-password?token=x']) {
      await page.goto(path);
      await expectPath(page, '/coach');
    }
    await expectShell(page, DEMO.coach);
  });

  for (const account of Object.values(DEMO)) {
    it(`/dashboard sends the ${account.role} to ${account.home}`, async () => {
      const page = await browser.newPage();
      await signIn(page, account);
      await page.goto('/dashboard');
      await expectPath(page, account.home);
      await expectShell(page, account);
    });
  }

  it("a visitor's /dashboard goes to sign-in", async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await expectPath(page, '/?show=login');
    await expectVisible(signInDialog(page));
  });
});
