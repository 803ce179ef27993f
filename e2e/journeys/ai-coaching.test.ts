import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AI_COACH, figure, readProgressFigures, recordReplyFrames } from '../support/ai-coaching.js';
import { button, DEMO, expectHidden, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// Unique per run, so what the journey finds is its own conversation, whatever else the account holds.
const TITLE = `Half marathon plan ${Date.now().toString(36)}`;
const GOAL = 'Run a half marathon next spring';
const INSIGHT = 'I realise that running early in the morning works best for me.';
const ACTION_ITEM = 'Sign up for the city half marathon';
const MESSAGE = `I want to run a half marathon next spring. ${INSIGHT} I will sign up for the city half marathon by Friday.`;
const NEXT_FOCUS = 'Plan the long runs for the first month';

/** The chat column of the conversation with this title. */
function chat(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** Sends a message the way a user does (Enter) and returns what the chat showed until the reply was announced. */
async function sendAndWatchReply(page: Page, message: string) {
  const frames = await recordReplyFrames(page);
  const streamed = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/stream'));
  await field(page, 'Message').fill(message);
  await field(page, 'Message').press('Enter');
  await expectVisible(page.getByRole('list', { name: 'Messages' }).getByText(message, { exact: true }));
  // The page announces the finished reply once, to screen readers, through its polite live region.
  const announced = page.getByRole('status').filter({ hasText: /^AI Coach: / });
  await expectVisible(announced, 20_000);
  const reply = ((await announced.textContent()) ?? '').replace(/^AI Coach: /, '');
  return { reply, frames: await frames(), response: await streamed };
}

describe('AI coaching', () => {
  it('a client starts a conversation, watches the reply stream in, completes the session and finds it on the progress page', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/client/ai-coaching/progress');
    const before = await readProgressFigures(page);

    await page.getByRole('link', { name: 'AI Coach', exact: true }).click();
    await expectPath(page, '/client/ai-coaching');
    await expectVisible(page.getByRole('heading', { name: 'AI Coach', level: 1 }));
    await expectVisible(page.getByRole('note').getByText(/^Your AI coach is set up to be supportive, with moderate replies/));
    // The guardrails panel is the coach's alone (spec section 6).
    await expectHidden(page.getByRole('region', { name: 'Active Guardrails' }));

    // The New Conversation dialog: a title, focus areas and a goal.
    await button(page, 'New Conversation').click();
    const dialog = page.getByRole('dialog', { name: 'New Conversation' });
    await field(dialog, 'Title').fill(TITLE);
    await button(dialog, 'Goal Achievement').click();
    await expect(button(dialog, 'Goal Achievement').getAttribute('aria-pressed')).resolves.toBe('true');
    await field(dialog, 'Goals').fill(GOAL);
    await button(dialog, 'Create').click();
    await expectVisible(toast(page, 'Conversation created successfully'));
    await expectHidden(dialog);
    const conversation = chat(page, TITLE);
    await expectVisible(conversation.getByRole('heading', { name: TITLE, level: 2 }));
    const insights = page.getByRole('complementary', { name: 'Insights' });
    await expectVisible(text(insights.getByRole('region', { name: 'Focus areas' }), 'Goal Achievement'));
    await expectVisible(text(insights, 'Commitments you make in the chat become action items here.'));

    // Enter sends; the typing indicator shows, then the reply grows word by word until it is whole.
    const { reply, frames, response } = await sendAndWatchReply(page, MESSAGE);
    expect(reply.split(/\s+/).length, 'the reply should be more than a few words').toBeGreaterThan(8);
    expect(frames[0], 'the typing indicator should show before the reply').toBe(AI_COACH.typing);
    const growing = frames.slice(1);
    expect(growing.at(-1)).toBe(reply);
    expect(growing.length, `the reply should appear in steps, not at once (saw ${growing.length})`).toBeGreaterThanOrEqual(4);
    growing.slice(1).forEach((shown, index) => expect(shown.startsWith(growing[index]!.trimEnd()), 'each step should extend the last').toBe(true));
    expect(response.headers()['content-type']).toContain('text/event-stream');
    expect((await response.text()).match(/^data: .*"chunk"/gm)?.length ?? 0, 'the reply should arrive over SSE in pieces').toBeGreaterThan(1);
    await expectHidden(text(page, AI_COACH.typing));
    await expectVisible(conversation.getByRole('list', { name: 'Messages' }).getByText(reply, { exact: true }));

    // The stats bar counts both messages; the insights panel holds the commitment and the realisation.
    await expectVisible(text(figure(page.locator('dl[aria-label="Session stats"]'), 'Messages'), '2'));
    const actionItem = insights.getByRole('listitem').filter({ hasText: ACTION_ITEM });
    await expectVisible(actionItem);
    await expectVisible(text(actionItem, 'Pending'));
    const deadline = new Date(String(await actionItem.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).textContent()));
    expect(deadline.getDay(), "'by Friday' should become a Friday deadline").toBe(5);
    await expectVisible(text(insights.getByRole('region', { name: 'Key insights' }), INSIGHT));

    // Completing asks for a rating (required) and the next session's focus.
    await button(conversation, 'Complete session').click();
    const complete = page.getByRole('dialog', { name: 'Complete session' });
    await expect(button(complete, 'Complete session').isDisabled()).resolves.toBe(true);
    // A mouse user clicks the fourth star (the radio inside it is visually hidden).
    await complete.locator('label').filter({ hasText: /^4 Stars$/ }).click();
    await expect(complete.getByRole('radio', { name: '4 Stars' }).isChecked()).resolves.toBe(true);
    await field(complete, 'Next session focus').fill(NEXT_FOCUS);
    await button(complete, 'Complete session').click();
    await expectVisible(toast(page, 'Session completed successfully'));
    await expectHidden(complete);
    await expectVisible(conversation.getByText('This conversation is completed; start a new one to keep talking', { exact: true }));
    await expectHidden(button(conversation, 'Complete session'));
    await expect(field(page, 'Message').isDisabled()).resolves.toBe(true);

    // The export holds what the dialog saved.
    await button(conversation, 'Export').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as JSON' }).click();
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8')) as Record<string, unknown>;
    expect(exported).toMatchObject({ title: TITLE, status: 'completed', rating: 4, nextSessionFocus: NEXT_FOCUS });

    // The address follows the open conversation, so a reload reopens it, completed, with its session
    // summary; a completed conversation has left the list of active ones for the completed ones.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/client\/ai-coaching\/session\/[^/]+$/);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'AI Coach', level: 1 }));
    const summary = page.getByRole('complementary', { name: 'Session summary' });
    await expectVisible(summary.getByRole('heading', { name: 'Session summary', level: 2 }));
    await expectVisible(summary.getByText('Your rating: 4 of 5', { exact: true }));
    await expectVisible(summary.getByText(`Next session focus: ${NEXT_FOCUS}`, { exact: true }));
    await expectVisible(text(summary.getByRole('region', { name: 'Key insights' }), INSIGHT));
    await expectVisible(summary.getByRole('listitem').filter({ hasText: ACTION_ITEM }));
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expectVisible(list.getByRole('list').or(text(list, 'No active conversations yet. Your first message starts one.')));
    await expectHidden(list.getByText(TITLE));
    await button(list, 'Completed').click();
    await expect(button(list, 'Completed').getAttribute('aria-pressed')).resolves.toBe('true');
    await expectVisible(list.getByRole('button', { name: new RegExp(`^${TITLE}`) }));

    // The progress page counts it, lists its goal and action item, and leads back to it.
    await page.getByRole('link', { name: 'AI Coaching Progress' }).click();
    await expectPath(page, '/client/ai-coaching/progress');
    await expectVisible(page.getByRole('heading', { name: 'AI Coaching Progress', level: 1 }));
    await expect.poll(() => readProgressFigures(page)).toEqual({ conversations: before.conversations + 1, active: before.active, messages: before.messages + 2 });
    // Overall progress says what it is made of: the parts, each with how much it counts.
    const parts = page.getByRole('list', { name: 'What overall progress is made of' }).getByRole('listitem');
    await expectVisible(parts.filter({ hasText: /^Action items completed/ }));
    await expect(parts.allTextContents()).resolves.toHaveLength(3);
    await expectNoSeriousA11yViolations(page);
    await expectVisible(text(page.getByRole('region', { name: 'Coaching goals' }), GOAL));
    const progressItem = page.getByRole('region', { name: 'Action items' }).getByRole('listitem').filter({ hasText: ACTION_ITEM });
    await expectVisible(text(progressItem, 'Pending'));
    await progressItem.getByRole('link', { name: TITLE }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/client\/ai-coaching\/session\/[^/]+$/);

    // Reopened from the server: completed, with both messages and its figures.
    await page.reload();
    await expectVisible(chat(page, TITLE).getByText(reply, { exact: true }));
    await expectVisible(chat(page, TITLE).getByText('This conversation is completed; start a new one to keep talking', { exact: true }));
    await expectVisible(text(figure(page.locator('dl[aria-label="Session stats"]'), 'Messages'), '2'));
    await expectHidden(button(chat(page, TITLE), 'Complete session'));
  });

  it("a coach's AI Assistant shows the Active Guardrails the AI works within", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.coach);
    // The sidebar's link (the dashboard's quick actions have one too).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Assistant', exact: true }).click();
    await expectPath(page, '/coach/ai-coaching');
    await expectVisible(page.getByRole('heading', { name: 'AI Assistant', level: 1 }));
    const guardrails = page.getByRole('region', { name: 'Active Guardrails' });
    await expectVisible(guardrails.getByRole('heading', { name: 'Active Guardrails' }));
    await expectVisible(text(figure(guardrails, 'Communication style'), 'supportive'));
    await expectVisible(text(figure(guardrails, 'Response length'), 'moderate'));
    await expectVisible(text(figure(guardrails, 'Session goals'), 'personal growth, self-awareness'));
    await expectVisible(text(figure(guardrails, 'Personality traits'), 'empathetic, encouraging'));
  });

  it('the AI Coach page passes axe with a conversation its first message started, and so does the Complete session dialog', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/client/ai-coaching');
    await expectVisible(text(chat(page, 'New Conversation'), 'What would you like to work on today? Your first message starts a new conversation.'));

    // No dialog: the focus area chosen beside the chat goes to the conversation the first message creates.
    const nextFocus = page.getByRole('group', { name: 'Focus areas for your next conversation' });
    await button(nextFocus, 'Leadership Skills').click();
    const { reply } = await sendAndWatchReply(page, 'I feel stuck at work and want to find a role where I can lead a team.');
    // Created without a title, the conversation is named after its first message.
    const named = 'I feel stuck at work and want to…';
    const conversation = chat(page, named);
    await expectVisible(conversation.getByRole('heading', { name: named, level: 2 }));
    await expectVisible(conversation.getByText(reply, { exact: true }));
    const listed = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${named}`) });
    await expect(listed.first().getAttribute('aria-current')).resolves.toBe('true');
    await expectNoSeriousA11yViolations(page);

    await button(conversation, 'Complete session').click();
    const complete = page.getByRole('dialog', { name: 'Complete session' });
    await expectVisible(field(complete, 'Next session focus'));
    await expectNoSeriousA11yViolations(page);
    await button(complete, 'Cancel').click();
    await expectHidden(complete);
  });
});
