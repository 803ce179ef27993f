import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, expectNoSeriousA11yViolations, expectPath, expectVisible, field, submitSignIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// An account of its own, so that the demo accounts every other journey signs in with stay in English.
const suffix = Date.now().toString(36);
const ACCOUNT = { email: `lena.${suffix}@example.com`, username: `lena_${suffix}`, password: 'Sprache123!', firstName: 'Lena', lastName: 'Vogel' };
const GOAL_TITLE = 'Teammeetings mit klarer Agenda leiten';
/** Noon UTC, 45 days from now: the goal card shows it as a German date with the days left. */
const TARGET = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 45, 12));

async function createAccountWithGoal(page: Page): Promise<void> {
  const registered = await page.request.post('/api/auth/register', {
    data: { email: ACCOUNT.email, username: ACCOUNT.username, password: ACCOUNT.password, role: 'client', profile: { firstName: ACCOUNT.firstName, lastName: ACCOUNT.lastName } },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()).data as { token: string };
  const goal = await page.request.post('/api/goals', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: GOAL_TITLE, category: 'Leadership', targetDate: TARGET.toISOString() },
  });
  expect(goal.status(), await goal.text()).toBe(201);
}

async function signInAs(page: Page): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, ACCOUNT.email, ACCOUNT.password);
  await expectPath(page, '/client', 20_000);
}

async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: `${current}` }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ });

describe('languages', () => {
  it('a client switches to German: every screen speaks it at once, it is saved and stays, and English comes back', async () => {
    const page = await browser.newPage();
    await createAccountWithGoal(page);
    await signInAs(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome back, Lena!' }));
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');

    // Switched from the shell's bar: no reload, the page in front of the user changes.
    await chooseLanguage(page, 'Language: English', 'Deutsch');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Lena!' }));
    await expectVisible(text(page, 'So stehen Ihre Ziele heute.'));
    await expectVisible(page.getByRole('heading', { name: 'Aktive Ziele' }));
    await expectVisible(text(page.getByTestId('widget-goal'), 'Noch 45 Tage'));
    await expectVisible(text(page.getByTestId('shell-role-label'), 'Premium-Mitglied'));
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(page.title()).resolves.toBe('Dashboard · Coaching Platform');

    // My Goals: headings, filters, the card's date and days left in German, and the SMART dialog.
    await sidebar(page).getByRole('link', { name: 'Meine Ziele' }).click();
    await expectPath(page, '/client/goals');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Meine Ziele' }));
    await expectVisible(page.getByRole('button', { name: 'Alle (1)' }));
    const card = page.getByRole('article', { name: GOAL_TITLE });
    const germanDate = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(TARGET);
    await expectVisible(card.getByText(`Zieldatum: ${germanDate} · Noch 45 Tage`));
    await expectVisible(text(card, 'Führung'));
    await expectVisible(card.getByRole('button', { name: 'Ziel als erreicht markieren' }));
    await expectNoSeriousA11yViolations(page);
    await button(page, 'Ziel hinzufügen').click();
    const dialog = page.getByRole('dialog', { name: 'Neues Ziel hinzufügen' });
    await expectVisible(field(dialog, 'Spezifisch'));
    await expectVisible(dialog.getByText('Was genau wollen Sie erreichen, und woran erkennen Sie, dass es geschafft ist?'));
    await button(dialog, 'Abbrechen').click();

    // The AI coach: title, stats, the guardrail banner and the empty chat.
    await sidebar(page).getByRole('link', { name: 'KI-Coach' }).click();
    await expectPath(page, '/client/ai-coaching');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'KI-Coach' }));
    await expectVisible(button(page, 'Neues Gespräch'));
    await expectVisible(page.getByRole('note').getByText(/^Ihr KI-Coach ist so eingestellt: Stil unterstützend, Antwortlänge mittel/));
    await expectVisible(text(page, 'Woran möchten Sie heute arbeiten? Ihre erste Nachricht beginnt ein neues Gespräch.'));
    await expectVisible(field(page, 'Nachricht'));
    await expectVisible(text(page, 'Dauer'));

    // Saved, not only shown: a reload stays German, and so does a new browser that signs in.
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'KI-Coach' }));
    await expectVisible(sidebar(page).getByRole('link', { name: 'Meine Ziele' }));
    const elsewhere = await browser.newPage();
    await signInAs(elsewhere);
    await expectVisible(toast(elsewhere, 'Willkommen zurück, Lena!'));
    await expectVisible(elsewhere.getByRole('heading', { level: 1, name: 'Willkommen zurück, Lena!' }));

    // And back to English, saved again.
    await chooseLanguage(page, 'Sprache: Deutsch', 'English');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI Coach' }));
    await expectVisible(sidebar(page).getByRole('link', { name: 'My Goals' }));
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI Coach' }));
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });
});
