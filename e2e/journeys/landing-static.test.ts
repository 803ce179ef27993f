import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, expectHidden, expectVisible, signInDialog, useBrowser } from '../support/browser.js';

const { newPage } = useBrowser();

/** The app's own chunks: none of them is on the landing's first load, all of them once the visitor heads somewhere. */
const APP_CHUNK = /\/assets\/(frame|start|index)-[\w-]+\.js$/;

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

const staticPage = (page: Page) => page.locator('#root[data-static-landing]');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the landing page, prerendered', () => {
  it('paints without the app: about a kilobyte of script until the visitor heads for a control, then the app takes over in place', async () => {
    const page = await newPage();
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectVisible(heading(page));
    expect(await heading(page).innerText()).toBe('Lead with the impact you intend.');
    expect(await staticPage(page).count()).toBe(1);
    expect(scripts.filter((script) => APP_CHUNK.test(script))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);

    await button(page, 'Platform Access').first().hover();
    await expectHidden(staticPage(page));
    expect(scripts.some((script) => script.includes('/assets/frame-'))).toBe(true);
    // The pointer was already over 'Platform Access' when the app arrived: the sign-in dialog is on its way, as in the app.
    await expect.poll(() => scripts.some((script) => script.includes('/assets/sign-in-dialog-'))).toBe(true);
    expect(await heading(page).innerText()).toBe('Lead with the impact you intend.');
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('landing=en.light');
  });

  it('still opens the sign-in dialog when Platform Access is pressed before the app has arrived', async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    // A touch screen has no hover: the press itself is the first sign of intent.
    await page.locator('#root[data-static-landing] button', { hasText: 'Platform Access' }).first().dispatchEvent('click');
    await expectVisible(signInDialog(page));
    await expectVisible(page.getByLabel('Email'));
  });

  it('tries again on the next move when the app failed to arrive (a dropped connection)', async () => {
    const page = await newPage();
    let refused = 0;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Features' }).first().hover();
    await expect.poll(() => refused).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await staticPage(page).count()).toBe(1);

    await button(page, 'Platform Access').first().hover();
    await expectHidden(staticPage(page));
    await expectVisible(heading(page));
  });

  it("keeps the reader's place: the scroll position and the focused control carry over to the app", async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 1200));
    // Keyboard only: Tab from the page's top moves focus into the page, which brings the app.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    await expectHidden(staticPage(page));
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(focused);
    expect(await page.evaluate(() => document.activeElement?.closest('#root') !== null)).toBe(true);
  });

  it("is served in the browser's language", async () => {
    const page = await newPage({ locale: 'de-DE' });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await staticPage(page).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await heading(page).innerText()).toBe('Führen Sie mit der Wirkung, die Sie beabsichtigen.');
    expect(await page.title()).toContain('Coaching Platform');
  });

  it('shows a dark-mode reader the dark page: the app at once on the first visit, the prerendered dark page on the next', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectHidden(staticPage(page));
    expect(await background()).toBe('rgb(13, 21, 32)');

    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await staticPage(page).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.landing)).toBe('en.dark');
    expect(await background()).toBe('rgb(13, 21, 32)');
  });

  it('hands a visitor who chose a language to the app at once when the page was prerendered in another', async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      localStorage.setItem('language', 'fr');
      document.cookie = 'landing=en.light; path=/';
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expectHidden(staticPage(page));
    await expect.poll(() => heading(page).innerText()).toBe('Dirigez avec l’impact que vous visez.');
  });
});
