import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, UI_TIMEOUT_MS, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// Unique per run, so the journey finds its own conversation whatever else the demo accounts hold.
const TITLE = `Preparing the quarterly review ${Date.now().toString(36)}`;
const FIRST = 'Could we look at my quarterly review before Friday?';
const REPLY = 'Of course. Send me your draft: https://example.com/review-template';
const FOLLOW_UP = 'One more thing: bring your three wins of the quarter.';

/** The 'Conversations' link of the sidebar, whose badge is the real unread count. */
const conversationsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Conversations/ });

/** The number the badge shows, 0 when there is none. */
async function unreadBadge(page: Page): Promise<number> {
  const shown = ((await conversationsLink(page).textContent()) ?? '').trim();
  return Number(/^(\d+)/.exec(shown)?.[1] ?? 0);
}

const pollBadge = (page: Page) => expect.poll(() => unreadBadge(page), { timeout: UI_TIMEOUT_MS });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

describe('conversations between a coach and a client', () => {
  it('the demo client and coach write to each other, each seeing the other live, with the unread badge going up and down', async () => {
    const coach = await browser.newPage();
    const client = await browser.newPage();
    await signIn(coach, DEMO.coach);
    await signIn(client, DEMO.client);
    await conversationsLink(coach).click();
    await expectPath(coach, '/coach/conversations');
    await expectVisible(coach.getByRole('heading', { name: 'Conversations', level: 1 }));
    const coachUnread = await unreadBadge(coach);

    // The client starts a conversation with their coach: nothing is created until the first message.
    await conversationsLink(client).click();
    await expectPath(client, '/client/conversations');
    await client.getByRole('link', { name: 'New Conversation' }).click();
    await expectPath(client, '/client/conversations/new');
    await field(client, 'Title').fill(TITLE);
    await field(client, 'Message').fill(FIRST);
    await field(client, 'Message').press('Enter');
    await expect.poll(() => new URL(client.url()).pathname, { timeout: UI_TIMEOUT_MS }).toMatch(/^\/client\/conversations\/[0-9a-f-]{36}$/);
    await expectVisible(messages(client).getByText(FIRST, { exact: true }));
    await expectVisible(messages(client).getByText(/^You/).first());

    // The coach, without reloading, sees the badge go up and the conversation in the list.
    await pollBadge(coach).toBe(coachUnread + 1);
    const item = coach.getByRole('link', { name: new RegExp(TITLE) });
    await expectVisible(item);
    await expectNoSeriousA11yViolations(coach);
    await item.click();
    await expectVisible(messages(coach).getByText(FIRST, { exact: true }));
    // Opening it reads it.
    await pollBadge(coach).toBe(coachUnread);

    // The coach replies; the client, on the conversation, sees it appear and announced.
    await field(coach, 'Message').fill(REPLY);
    await field(coach, 'Message').press('Enter');
    await expectVisible(messages(coach).getByText(/^Of course\./));
    await expectVisible(messages(client).getByText(/^Of course\./), 5_000);
    const link = messages(client).getByRole('link', { name: 'https://example.com/review-template' });
    await expectVisible(link);
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expectVisible(client.getByRole('status').filter({ hasText: /^New message from/ }));
    await expectNoSeriousA11yViolations(client);

    // The client goes back to the list; a message from the coach there raises the client's badge, and opening it lowers it.
    await conversationsLink(client).click();
    await expectPath(client, '/client/conversations');
    const clientUnread = await unreadBadge(client);
    await field(coach, 'Message').fill(FOLLOW_UP);
    await field(coach, 'Message').press('Enter');
    await pollBadge(client).toBe(clientUnread + 1);
    await client.getByRole('link', { name: new RegExp(TITLE) }).click();
    await expectVisible(messages(client).getByText(FOLLOW_UP, { exact: true }));
    await pollBadge(client).toBe(clientUnread);
  });
});
