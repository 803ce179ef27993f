import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, expectNoSeriousA11yViolations, expectPath, expectVisible, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

/** What the greeting should say now for the demo coach, whose profile keeps Pacific time. */
function expectedGreeting(): RegExp {
  const hour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Los_Angeles' }).format(new Date()));
  const part = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return new RegExp(`^Good ${part}, Sarah$`);
}

const tiles = (page: Page) => page.getByRole('region', { name: 'Your practice at a glance' });

describe('the coach dashboard', () => {
  it('greets the demo coach by the time of day where they are, and its tiles open their pages', async () => {
    const coach = await browser.newPage();
    await signIn(coach, DEMO.coach);
    await expectVisible(coach.getByRole('heading', { level: 1, name: expectedGreeting() }));
    // The demo data: one client, one conversation, three sessions (one rated 9/10: 4.5 of 5).
    await expectVisible(tiles(coach).getByText('4.5'));
    await expectVisible(coach.getByRole('heading', { name: 'Upcoming Sessions' }));
    await expectNoSeriousA11yViolations(coach);

    for (const [tile, path] of [
      ['Active Clients', '/coach/clients'],
      ['Conversations', '/coach/conversations'],
      ['Sessions', '/coach/sessions'],
    ] as const) {
      await tiles(coach).getByRole('link', { name: new RegExp(tile) }).click();
      await expectPath(coach, path);
      await coach.goBack();
      await expectPath(coach, '/coach');
    }
    expect(await tiles(coach).getByRole('link').count()).toBe(3);
  });
});
