import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { DEMO, button, expectPath, expectShell, expectVisible, signIn, signInDialog, useBrowser } from '../support/browser.js';

const browser = useBrowser();

async function expectNotFoundPage(page: Page): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
  await expectVisible(button(page, 'Go to Dashboard'));
  await expectVisible(button(page, 'Go Back'));
}

describe('unknown paths', () => {
  it("show 'Page Not Found'; a visitor's 'Go to Dashboard' opens sign-in", async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await expectNotFoundPage(page);
    await button(page, 'Go to Dashboard').click();
    await expectPath(page, '/?show=login');
    await expectVisible(signInDialog(page));
  });

  it("a signed-in user's 'Go to Dashboard' goes to their home", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/no/such/page');
    await expectNotFoundPage(page);
    await button(page, 'Go to Dashboard').click();
    await expectPath(page, DEMO.client.home);
    await expectShell(page, DEMO.client);
  });

  it("'Go Back' returns to the previous page", async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    await page.goto('/no/such/page');
    await expectNotFoundPage(page);
    await button(page, 'Go Back').click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
  });
});
