import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, UI_TIMEOUT_MS, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// Unique per run, so the journey finds its own session whatever else the demo accounts hold.
const TITLE = `Planning the team offsite ${Date.now().toString(36)}`;

/**
 * The demo coach's hours opened round the clock, bookable at once, with the longest cancellation notice
 * (72 h): whenever the journey runs, the first free time is minutes away and cancelling it is late.
 */
async function openTheCoachsHours(): Promise<void> {
  const base = inject('baseURL');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.coach.email, password: DEMO.coach.password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const day = { available: true, startTime: '00:00', endTime: '23:30' };
  const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((name) => [name, day]));
  const response = await fetch(`${base}/api/coach/availability`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      weekly,
      sessionPreferences: { minimumNotice: 0, cancellationNotice: 72, bufferTime: 0, maxDailyClients: 15, requireConfirmation: true, autoAcceptBookings: false },
    }),
  });
  expect(response.status).toBe(200);
}

const sessionsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Sessions/ });

describe('sessions between a coach and a client', () => {
  it('the demo client books a free time, the coach sees it live and confirms it, and the client cancels late after the warning', async () => {
    await openTheCoachsHours();
    const coach = await browser.newPage();
    const client = await browser.newPage();
    await signIn(coach, DEMO.coach);
    await signIn(client, DEMO.client);
    await sessionsLink(coach).first().click();
    await expectPath(coach, '/coach/sessions');

    // The client books the first free time their coach offers.
    await sessionsLink(client).first().click();
    await expectPath(client, '/client/sessions');
    await client.getByRole('button', { name: 'Book a session' }).first().click();
    const booking = client.getByRole('dialog', { name: 'Book a session' });
    await expectVisible(booking);
    const firstTime = booking.getByRole('region', { name: 'Free times' }).getByRole('button').first();
    await expectVisible(firstTime);
    await firstTime.click();
    await field(booking, 'Title (optional)').fill(TITLE);
    await booking.getByRole('button', { name: 'Book this time' }).click();
    await expectVisible(client.getByText('Session created successfully'));
    const card = client.getByRole('article', { name: TITLE });
    await expectVisible(card);
    await expectVisible(card.getByText('Awaiting confirmation', { exact: true }));
    await expectNoSeriousA11yViolations(client);

    // The coach, without reloading, sees the booking waiting and confirms it in place.
    const row = coach.getByRole('row').filter({ hasText: TITLE });
    await expectVisible(row, UI_TIMEOUT_MS);
    await row.getByRole('button', { name: /^Confirm the session with Jordan Taylor/ }).click();
    await expectVisible(row.getByText('Confirmed', { exact: true }));
    await expectNoSeriousA11yViolations(coach);

    // The client's page follows live; cancelling so close to the start is warned about, then recorded as late.
    await expectVisible(card.getByText('Confirmed', { exact: true }));
    await card.getByRole('button', { name: 'Cancel session' }).click();
    const cancelling = client.getByRole('dialog', { name: 'Cancel this session?' });
    await expectVisible(cancelling.getByText(/within your coach’s cancellation notice/));
    await field(cancelling, 'Reason for cancelling').fill('A client workshop moved to that afternoon');
    await cancelling.getByRole('button', { name: 'Cancel session' }).click();
    await expectVisible(client.getByText('Session cancelled'));
    await expectVisible(client.getByText(/recorded as late/).first());

    // The coach sees the late cancellation without reloading.
    await expectVisible(coach.getByRole('row').filter({ hasText: TITLE }).getByText('Late cancellation'));
  });
});
