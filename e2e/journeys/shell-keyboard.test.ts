import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  button,
  expectNoSeriousA11yViolations,
  expectPath,
  expectVisible,
  field,
  settle,
  signIn,
  signInDialog,
  useBrowser,
} from '../support/browser.js';

const browser = useBrowser();

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function expectFocused(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => isFocused(locator), { message: `${what} should have the keyboard focus` }).toBe(true);
}

/** Where the focused skip link is drawn, read in one step of the page (no element handle to go stale). */
function focusedSkipLinkBox(page: Page): Promise<{ width: number; height: number; y: number } | null> {
  return page.evaluate(() => {
    const link = document.activeElement;
    if (!(link instanceof HTMLAnchorElement) || link.textContent?.trim() !== 'Skip to main content') return null;
    const { width, height, y } = link.getBoundingClientRect();
    return { width, height, y };
  });
}

/** The skip link as a sighted keyboard user sees it: on screen, at a readable size, once it has the focus. */
async function expectSkipLinkShown(page: Page): Promise<Locator> {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expectFocused(skip, "'Skip to main content'");
  // Measured in the page itself: on the landing page the app may replace the prerendered link (keeping its
  // focus) at any moment, and a handle to the replaced one would measure nothing.
  await expect.poll(async () => (await focusedSkipLinkBox(page))?.width ?? 0, { message: 'the focused skip link has a place on screen' }).toBeGreaterThan(100);
  const box = await focusedSkipLinkBox(page);
  expect(box?.height).toBeGreaterThan(20);
  expect(box?.y).toBeGreaterThanOrEqual(0);
  return skip;
}

const main = (page: Page) => page.locator('main#main-content');

describe('skip link', () => {
  it('on the landing page, the first Tab reaches it and Enter puts the focus in the main content', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expectVisible(button(page, 'Platform Access').first());
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Hidden until it has the focus.
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

    await page.keyboard.press('Tab');
    await expectSkipLinkShown(page);
    await page.keyboard.press('Enter');
    await expectFocused(main(page), 'the main content');
    // The address stays as it was: following the link is not a navigation.
    await expectPath(page, '/');
    // The next Tab goes on from the page's content, not from the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it("after sign-in, the first Tab reaches it, Enter moves into the page, and a move in the sidebar puts the focus on the new page's heading", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await expectVisible(page.getByRole('heading', { level: 1 }));

    await page.keyboard.press('Tab');
    await expectSkipLinkShown(page);
    await page.keyboard.press('Enter');
    await expectFocused(main(page), 'the main content');
    await expectNoSeriousA11yViolations(page);

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'My Goals' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/client/goals');
    await expectFocused(page.getByRole('heading', { level: 1, name: 'My Goals' }), "the goals page's heading");

    // The next page, by mouse this time, and its heading again.
    await sidebar.getByRole('link', { name: 'Progress' }).click();
    await expectPath(page, '/client/progress');
    await expectFocused(page.getByRole('heading', { level: 1, name: 'Progress' }), "the progress page's heading");
  });
});

describe('sidebar', () => {
  it('marks the current page as clearly when collapsed as when expanded', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.coach);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const current = sidebar.getByRole('link', { name: 'Dashboard' });
    const other = sidebar.getByRole('link', { name: 'My Clients' });
    const background = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor);

    for (const state of ['expanded', 'collapsed']) {
      if (state === 'collapsed') {
        await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await expectVisible(page.getByRole('button', { name: 'Open sidebar' }));
        await page.mouse.move(900, 500);
        await settle(page);
      }
      expect(await current.getAttribute('aria-current'), `${state}: the current page`).toBe('page');
      expect(await other.getAttribute('aria-current'), `${state}: another page`).toBeNull();
      expect(await background(current), `${state}: the current page is highlighted`).not.toBe(await background(other));
    }
    await expectNoSeriousA11yViolations(page);
  });
});

describe('forgot password from the landing page', () => {
  it('replaces the sign-in dialog, and Cancel brings sign-in back', async () => {
    const page = await browser.newPage();
    await page.goto('/?show=login');
    const signInForm = signInDialog(page);
    await expectVisible(button(signInForm, 'Sign In'));
    await field(signInForm, 'Email').fill(DEMO.client.email);
    await signInForm.getByRole('button', { name: 'Forgot your password?' }).click();

    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await expectVisible(forgot);
    await settle(page);
    expect(await page.getByRole('dialog').count(), 'one dialog on screen').toBe(1);
    expect(await page.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()).toBe(false);
    expect(await forgot.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(DEMO.client.email);
    await expectNoSeriousA11yViolations(page);

    await button(forgot, 'Cancel').click();
    await expectVisible(button(signInForm, 'Sign In'));
    await expectFocused(signInForm.getByRole('button', { name: 'Forgot your password?' }), "'Forgot your password?'");
  });
});
