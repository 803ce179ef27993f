import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  announcedToast,
  button,
  expectNoSeriousA11yViolations,
  expectPath,
  expectShell,
  expectVisible,
  field,
  signIn,
  signInDialog,
  toast,
  useBrowser,
} from '../support/browser.js';

const browser = useBrowser();

/** Each public screen, and what shows that it has rendered (so axe never checks an empty or half-drawn page). */
const SCREENS: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: '/', ready: (page) => button(page, 'Platform Access').first() },
  { path: '/?show=login', ready: (page) => button(signInDialog(page), 'Sign In') },
  { path: '/login', ready: (page) => page.getByRole('heading', { level: 1, name: 'Sign in' }) },
  { path: '/register', ready: (page) => page.getByRole('heading', { level: 1, name: 'Create your account' }) },
  { path: '/reset-password', ready: (page) => button(page, 'Reset Password') },
  { path: '/reset-password?token=x', ready: (page) => button(page, 'Reset Password') },
  { path: '/no/such/page', ready: (page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' }) },
];

describe('axe: no serious or critical violations', () => {
  for (const { path, ready } of SCREENS) {
    it(path, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await expectVisible(ready(page));
      await expectNoSeriousA11yViolations(page);
    });
  }

  it.each(Object.values(DEMO))('$home shell, with its welcome toast showing', async (account) => {
    const page = await browser.newPage();
    await signIn(page, account);
    await expectShell(page, account);
    await expectVisible(toast(page, `Welcome back, ${account.firstName}!`));
    await expectNoSeriousA11yViolations(page);
  });
});

/** Whether the element the locator finds has the keyboard focus. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function expectFocused(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => isFocused(locator), { message: `${what} should have the keyboard focus` }).toBe(true);
}

describe('keyboard', () => {
  it('on /login, Tab goes Email, Password, show password, Sign In, and Enter signs in', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const email = field(page, 'Email');
    const password = field(page, 'Password');
    const reveal = button(page, 'Show password');
    const submit = button(page, 'Sign In');
    await expectVisible(submit);

    // From wherever the page starts the focus, Tab reaches Email within a few presses.
    for (let presses = 0; presses < 10 && !(await isFocused(email)); presses += 1) await page.keyboard.press('Tab');
    await expectFocused(email, 'Email');
    await page.keyboard.type(DEMO.coach.email);
    await page.keyboard.press('Tab');
    await expectFocused(password, 'Password');
    await page.keyboard.type(DEMO.coach.password);
    await page.keyboard.press('Tab');
    await expectFocused(reveal, 'the show-password button');
    await page.keyboard.press('Tab');
    await expectFocused(submit, 'Sign In');

    // Enter in a field submits the form.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expectFocused(password, 'Password (after Shift+Tab twice)');
    await page.keyboard.press('Enter');
    await expectPath(page, DEMO.coach.home, 20_000);
    await expectShell(page, DEMO.coach);
  });
});

describe('announcements', () => {
  it("'Logged out successfully' reaches assistive technology although the sign-in dialog opens with it", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.coach);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expectVisible(signInDialog(page));
    await expectVisible(toast(page, 'Logged out successfully'));
    // Seen on screen, but is it in the accessibility tree (role alert, not inside an aria-hidden subtree)?
    await expectVisible(announcedToast(page, 'Logged out successfully'), 2_000);
  });
});
