import { AI_COACHING_MESSAGES as M } from '@coaching/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TEXTS from '../../i18n/locales/en/ai-coaching.js';
import { callsTo, makeConversation, makeMessage, readyMessageBox, renderAiCoaching } from './ai-coaching-test-utils.js';

const chatRegion = (name: string) => screen.getByRole('region', { name });

/** A phone: no media query with a minimum width matches (the test setup's default is a wide screen). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe("the coach's AI Assistant", () => {
  it('opens by offering help with the practice, where a client is asked what they want to work on', async () => {
    renderAiCoaching({ role: 'coach' });
    expect(await screen.findByRole('heading', { level: 1, name: M.aiAssistantTitle })).toBeInTheDocument();
    expect(within(chatRegion(M.newConversation)).getByText(TEXTS.coachEmptyChat)).toBeInTheDocument();
    expect(screen.queryByText(M.emptyChat)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Your AI assistant is set up to be supportive, with moderate replies.');
  });

  it("greets a client with the spec's opening", async () => {
    renderAiCoaching();
    expect(await within(chatRegion(M.newConversation)).findByText(M.emptyChat)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.coachEmptyChat)).not.toBeInTheDocument();
  });

  it('asks a coach for no coaching methodology and shows no methodology stage', async () => {
    const conversation = makeConversation({ title: 'Prep for Jordan', messages: [makeMessage('client', 'Help me prepare my session with Jordan')] });
    const { server, user } = renderAiCoaching({ role: 'coach', conversations: [conversation] });
    await user.click(await screen.findByRole('button', { name: /^Prep for Jordan/ }));
    expect(await within(chatRegion('Prep for Jordan')).findByText('Help me prepare my session with Jordan')).toBeInTheDocument();
    const insights = screen.getByRole('complementary', { name: M.insightsHeading });
    expect(within(insights).getByRole('region', { name: M.keyInsights })).toBeInTheDocument();
    expect(within(insights).queryByRole('region', { name: M.methodologyStage })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.newConversation }));
    const dialog = await screen.findByRole('dialog', { name: M.newConversationDialogTitle });
    expect(within(dialog).queryByRole('combobox', { name: M.methodologyLabel })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: M.titleLabel }), 'Review with Sam');
    await user.click(within(dialog).getByRole('button', { name: M.createAction }));
    expect(await within(await screen.findByRole('region', { name: 'Review with Sam' })).findByText(TEXTS.coachEmptyChat)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/ai-coaching/conversations')[0]?.body).not.toHaveProperty('methodology');
  });
});

describe('the AI coaching page on a phone', () => {
  it('shows the conversations, the chat and the insights one at a time as tabs, the chat first', async () => {
    onAPhone();
    const title = 'Leadership Skills and Delegation';
    const { user } = renderAiCoaching({ conversations: [makeConversation({ title, messages: [makeMessage('client', 'I keep taking tasks back')] })] });
    const tabs = await screen.findByRole('tablist', { name: TEXTS.panels.label });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([TEXTS.panels.conversations, TEXTS.panels.chat, TEXTS.panels.insights]);
    expect(within(tabs).getByRole('tab', { name: TEXTS.panels.chat })).toHaveAttribute('aria-selected', 'true');
    expect(await readyMessageBox()).toBeVisible();
    expect(screen.queryByRole('navigation', { name: M.conversationsHeading })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: TEXTS.panels.conversations }));
    const list = screen.getByRole('navigation', { name: M.conversationsHeading });
    expect(screen.queryByRole('textbox', { name: M.messageInputLabel })).not.toBeInTheDocument();
    // Choosing a conversation takes the reader straight to it.
    await user.click(await within(list).findByRole('button', { name: new RegExp(`^${title}`) }));
    expect(within(tabs).getByRole('tab', { name: TEXTS.panels.chat })).toHaveAttribute('aria-selected', 'true');
    const heading = await within(chatRegion(title)).findByRole('heading', { level: 2, name: title });
    // A title cut short to two lines still shows whole on hover.
    expect(heading).toHaveAttribute('title', title);
    expect(within(chatRegion(title)).getByText('I keep taking tasks back')).toBeVisible();

    await user.click(within(tabs).getByRole('tab', { name: TEXTS.panels.insights }));
    expect(screen.getByRole('complementary', { name: M.insightsHeading })).toBeVisible();
    expect(screen.getByRole('link', { name: M.progressTitle })).toHaveAttribute('href', '/client/ai-coaching/progress');
  });
});
