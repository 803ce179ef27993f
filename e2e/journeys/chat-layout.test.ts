import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  DEMO,
  expectNoSeriousA11yViolations,
  expectPath,
  expectVisible,
  field,
  settle,
  signIn,
  submitSignIn,
  text,
  useBrowser,
} from '../support/browser.js';
import { REPO_ROOT } from '../support/built-product.js';

const browser = useBrowser();

/** Where the record of the layout goes: /work/shots beside the repository. */
const SHOTS = new URL('../shots/', `file://${REPO_ROOT}`).pathname;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// The issue's own title, which a phone used to break in the middle of words ("Leader / ship / Skills").
const TITLE = 'Leadership Skills and Delegation';
const MESSAGES = Array.from(
  { length: 8 },
  (_, index) => `Week ${index + 1}: I want to get better at delegating work to my team, and I keep taking tasks back when the pressure is on.`,
);

// An account of its own: its conversation is the only one, and its messages count against no one else's limit.
const suffix = Date.now().toString(36);
const ACCOUNT = { email: `robin.${suffix}@example.com`, username: `robin_${suffix}`, password: 'Layout123!', firstName: 'Robin', lastName: 'Hale' };

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A conversation of the signed-in user holding every message of MESSAGES and the AI's replies. */
async function conversationWithManyMessages(page: Page, title: string): Promise<string> {
  const { conversation } = (await api(page, 'POST', '/ai-coaching/conversations', { title, focusAreas: ['Leadership Skills'], goals: [] })) as { conversation: { _id: string } };
  for (const content of MESSAGES) await api(page, 'POST', `/ai-coaching/conversations/${conversation._id}/messages`, { content });
  return conversation._id;
}

async function registerAndSignIn(page: Page): Promise<void> {
  const registered = await page.request.post('/api/auth/register', {
    data: { email: ACCOUNT.email, username: ACCOUNT.username, password: ACCOUNT.password, role: 'client', profile: { firstName: ACCOUNT.firstName, lastName: ACCOUNT.lastName } },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/login');
  await submitSignIn(page, ACCOUNT.email, ACCOUNT.password);
  await expectPath(page, '/client', 20_000);
}

/** Fails unless the whole element lies inside the window. */
async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  await expectVisible(locator);
  const box = await locator.boundingBox();
  const window = page.viewportSize()!;
  expect(box, `${what} should have a box`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect({ left: x >= 0, top: y >= 0, right: x + width <= window.width, bottom: y + height <= window.height }, `${what} at ${JSON.stringify(box)} in ${window.width}x${window.height}`).toEqual({
    left: true,
    top: true,
    right: true,
    bottom: true,
  });
}

/** The page itself has nothing to scroll: everything below the app bar fits the window. */
async function expectPageDoesNotScroll(page: Page): Promise<void> {
  const { scrollHeight, innerHeight, scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ scrollHeight, scrollWidth }, 'the page should not scroll').toEqual({ scrollHeight: innerHeight, scrollWidth: innerWidth });
}

/** The messages scroll inside their own area, which shows the newest one. */
async function expectMessagesScrollInside(chat: Locator): Promise<void> {
  const list = chat.getByRole('list', { name: 'Messages' });
  const { scrollable, atBottom } = await list.evaluate((element) => ({
    scrollable: element.scrollHeight > element.clientHeight,
    atBottom: Math.abs(element.scrollHeight - element.clientHeight - element.scrollTop) <= 2,
  }));
  expect(scrollable, 'the message list should hold more than it shows').toBe(true);
  expect(atBottom, 'the message list should show the newest message').toBe(true);
}

/** Words of the element's text that the browser laid out across two lines or more. */
async function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function expectChatUsable(page: Page, chat: Locator, size: string): Promise<void> {
  await expectInWindow(page, field(chat, 'Message'), `the message box at ${size}`);
  await expectInWindow(page, button(chat, 'Send'), `the Send button at ${size}`);
  await expectPageDoesNotScroll(page);
  await expectMessagesScrollInside(chat);
}

describe('the AI chat layout', () => {
  it('keeps the message box on screen with a long conversation open, at 1440x900 and on a 390x844 phone, and titles wrap between words', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await registerAndSignIn(page);
    const id = await conversationWithManyMessages(page, TITLE);
    await page.goto(`/client/ai-coaching/session/${id}`);
    const chat = page.getByRole('region', { name: TITLE });
    await expectVisible(chat.getByRole('heading', { name: TITLE, level: 2 }));
    await expectVisible(chat.getByText(MESSAGES.at(-1)!, { exact: true }));
    await settle(page);
    await expectChatUsable(page, chat, '1440x900');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}chat-1440x900.png` });

    await page.setViewportSize(PHONE);
    const tabs = page.getByRole('tablist', { name: 'Parts of the page' });
    await expectVisible(tabs);
    await expect(tabs.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).resolves.toBe('true');
    await settle(page);
    await expectChatUsable(page, chat, '390x844');
    expect(await wordsBrokenAcrossLines(chat.getByRole('heading', { name: TITLE, level: 2 })), 'no word of the title should break').toEqual([]);
    await page.screenshot({ path: `${SHOTS}chat-390x844.png` });

    // Typing needs no scrolling, and the reply lands in view.
    await field(chat, 'Message').fill('I will hand the weekly report to Priya on Monday.');
    await field(chat, 'Message').press('Enter');
    await expectVisible(page.getByRole('status').filter({ hasText: /^AI Coach: / }), 20_000);
    await expectChatUsable(page, chat, '390x844 after a reply');
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: 'Conversations' }).click();
    const listed = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${TITLE}`) });
    await expectVisible(listed);
    expect(await wordsBrokenAcrossLines(listed.getByText(TITLE, { exact: true })), 'no word of the listed title should break').toEqual([]);
  });

  it("keeps the coach's AI Assistant usable the same way, and it answers the coach about their practice", async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO.coach);
    const title = `Session prep ${suffix}`;
    await conversationWithManyMessages(page, title);
    await page.goto('/coach/ai-coaching');
    await expectVisible(text(page.getByRole('region', { name: 'New Conversation' }), 'How can I help with your practice today? I can help you prepare a session, review a conversation or draft a message to a client. Your first message starts a new conversation.'));
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const chat = page.getByRole('region', { name: title });
    await expectVisible(chat.getByText(MESSAGES.at(-1)!, { exact: true }));
    await settle(page);
    await expectChatUsable(page, chat, '1440x900');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(PHONE);
    await expectVisible(page.getByRole('tablist', { name: 'Parts of the page' }));
    await settle(page);
    await expectChatUsable(page, chat, '390x844');
    await field(chat, 'Message').fill('Help me prepare my session with Jordan tomorrow');
    await field(chat, 'Message').press('Enter');
    const announced = page.getByRole('status').filter({ hasText: /^AI Coach: / });
    await expectVisible(announced, 20_000);
    expect(await announced.textContent()).toMatch(/your session with Jordan tomorrow[\s\S]*1\. Check-in/);
    await expectChatUsable(page, chat, '390x844 after a reply');
  });
});
