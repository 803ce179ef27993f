import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './built-product.js';

/** How long a step may wait for what the user should see (the server and Chromium share two cores). */
export const UI_TIMEOUT_MS = 10_000;

/** A desktop window: wide enough (>= 900 px, MUI's md) for the shells' permanent sidebar. */
const VIEWPORT = { width: 1280, height: 800 };

export type Role = 'admin' | 'coach' | 'client';
export type DemoAccount = { role: Role; email: string; password: string; firstName: string; lastName: string; home: string; roleLabel: string };

/** The seeded demo accounts (README, server seed). */
export const DEMO: Record<Role, DemoAccount> = {
  admin: { role: 'admin', email: 'admin@example.com', password: 'Admin123!', firstName: 'Morgan', lastName: 'Reyes', home: '/admin', roleLabel: 'Administrator' },
  coach: { role: 'coach', email: 'coach@example.com', password: 'Coach123!', firstName: 'Sarah', lastName: 'Mitchell', home: '/coach', roleLabel: 'Professional Coach' },
  client: { role: 'client', email: 'client@example.com', password: 'Client123!', firstName: 'Jordan', lastName: 'Taylor', home: '/client', roleLabel: 'Premium Member' },
};

/**
 * One Chromium per test file, a fresh context (own cookies and storage) and page per test. Call once at the
 * top of a journey file. A test fails when the page threw an uncaught error while it ran.
 */
/** What a journey may set about the visitor's browser: its languages and its colour-scheme preference. */
export type BrowserOptions = { locale?: string; colorScheme?: 'light' | 'dark' };

export function useBrowser(): { newPage: (options?: BrowserOptions) => Promise<Page> } {
  let browser: Browser | undefined;
  const opened: Array<{ context: BrowserContext; errors: string[] }> = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });

  afterEach(async () => {
    const contexts = opened.splice(0);
    await Promise.all(contexts.map(({ context }) => context.close().catch(() => undefined)));
    const errors = contexts.flatMap((entry) => entry.errors);
    if (errors.length > 0) throw new Error(`uncaught error(s) in the page:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage({ locale = 'en-US', colorScheme = 'light' }: BrowserOptions = {}) {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
      const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: VIEWPORT, locale, colorScheme });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(30_000);
      const entry = { context, errors: [] as string[] };
      opened.push(entry);
      const page = await context.newPage();
      page.on('pageerror', (error) => entry.errors.push(`${page.url()}: ${error.stack ?? error.message}`));
      return page;
    },
  };
}

// ---- assertions on what the user sees ----

/** The path and query of the page, e.g. '/?show=login'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is at this path (and query, when given), as the address bar would show it. */
export async function expectPath(page: Page, expected: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout, message: `the page should be at ${expected}` }).toBe(expected);
}

/** Waits until the locator shows exactly one visible element. */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`expected to see ${String(locator)} on ${locator.page().url()}`, { cause: error });
  }
}

/** Waits until nothing the locator matches is visible. */
export async function expectHidden(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch (error) {
    throw new Error(`expected not to see ${String(locator)} on ${locator.page().url()}`, { cause: error });
  }
}

/** A text the page shows, anywhere (exact match of an element's whole text). */
export function text(page: Page | Locator, value: string): Locator {
  return page.getByText(value, { exact: true });
}

/**
 * A toast with this message, as the user sees it. Found by its text rather than its role: while a dialog is
 * open, MUI hides the rest of the app (toasts included) from assistive technology with aria-hidden, and
 * role locators skip aria-hidden content. Whether a toast is announced is checked in a11y.test.ts.
 */
export function toast(page: Page, message: string): Locator {
  return page.getByText(message, { exact: true }).first();
}

/** A message that assistive technology can reach (a live region, role alert or status, not under aria-hidden). */
export function announcedToast(page: Page, message: string): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: message }).first();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field by its label, with or without MUI's required asterisk; 'Password' never matches 'Confirm Password'. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));
}

/** A button by its exact accessible name ('Sign In' is not the 'Sign in' dialog's title). */
export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** The sign-in dialog of the landing page. */
export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Sign in' });
}

/** The signed-in shell's sidebar: the user's name and role label. */
export async function expectShell(page: Page, account: Pick<DemoAccount, 'firstName' | 'lastName' | 'roleLabel'>): Promise<void> {
  await expectVisible(page.getByTestId('shell-user-name'));
  expect(await page.getByTestId('shell-user-name').textContent()).toBe(`${account.firstName} ${account.lastName}`);
  expect(await page.getByTestId('shell-role-label').textContent()).toBe(account.roleLabel);
}

// ---- steps ----

/** Fills and submits a sign-in form (the /login card or the landing dialog) without waiting for the outcome. */
export async function submitSignIn(scope: Page | Locator, email: string, password: string): Promise<void> {
  await field(scope, 'Email').fill(email);
  await field(scope, 'Password').fill(password);
  await button(scope, 'Sign In').click();
}

/** Signs in through the /login page and waits for the role's home with its shell. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expectPath(page, account.home, 20_000);
  await expectShell(page, account);
}

/** Waits for running CSS transitions and animations (MUI's fades and slides) to finish. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, {
    timeout: UI_TIMEOUT_MS,
  });
}

/** Runs axe on the page as it is now and fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe found serious or critical violations on ${pathOf(page)}`).toEqual([]);
}
