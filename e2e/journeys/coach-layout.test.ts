import { describe, expect, it } from 'vitest';
import { DEMO, expectPath, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

const COACH_PAGES = [
  '/coach',
  '/coach/clients',
  '/coach/conversations',
  '/coach/sessions',
  '/coach/schedule',
  '/coach/analytics',
  '/coach/ai-coaching',
  '/coach/templates',
  '/coach/profile',
  '/coach/settings',
];

describe("the coach's pages", () => {
  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`never make the window scroll sideways at ${width}x${height}: wide tables scroll inside their own box`, async () => {
      const page = await browser.newPage();
      await signIn(page, DEMO.coach);
      await page.setViewportSize({ width, height });
      for (const path of COACH_PAGES) {
        await page.goto(path);
        await expectPath(page, path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Measured once the page's data has arrived: nothing is loading any more.
        await page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root').first().waitFor({ state: 'detached' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
      }
    });
  }
});
