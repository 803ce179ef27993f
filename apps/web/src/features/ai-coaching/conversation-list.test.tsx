import { AI_COACHING_MESSAGES as M, CONVERSATION_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, callsTo, makeConversation, makeMessage, renderAiCoaching } from './ai-coaching-test-utils.js';

const COMPLETED_LIST = '/ai-coaching/conversations?status=completed';
const nav = () => screen.getByRole('navigation', { name: M.conversationsHeading });
const filterButton = (status: 'active' | 'completed') =>
  within(screen.getByRole('group', { name: M.conversationFilterLabel })).getByRole('button', { name: M.conversationFilters[status] });

const finished = () =>
  makeConversation({
    title: 'Hard feedback',
    status: 'completed',
    completedAt: '2026-03-02T10:00:00.000Z',
    rating: 5,
    messages: [makeMessage('client', 'I gave the feedback'), makeMessage('ai_coach', 'How did it land?')],
  });

describe('conversation list filter', () => {
  it('lists the active conversations, and the completed ones under Completed, chosen with the keyboard', async () => {
    const { server, user } = renderAiCoaching({ conversations: [makeConversation({ title: 'Leading my new team' }), finished()] });
    expect(await within(nav()).findByRole('button', { name: /^Leading my new team/ })).toBeInTheDocument();
    expect(within(nav()).queryByText('Hard feedback')).not.toBeInTheDocument();
    expect(filterButton('active')).toHaveAttribute('aria-pressed', 'true');

    filterButton('active').focus();
    await user.tab();
    expect(filterButton('completed')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(filterButton('completed')).toHaveAttribute('aria-pressed', 'true');
    const item = await within(nav()).findByRole('button', { name: /^Hard feedback/ });
    expect(within(item).getByText(/^Completed /)).toBeInTheDocument();
    expect(within(nav()).queryByText('Leading my new team')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', COMPLETED_LIST)).toHaveLength(1);

    // Pressing the chosen filter again keeps it chosen.
    await user.keyboard(' ');
    expect(filterButton('completed')).toHaveAttribute('aria-pressed', 'true');

    await user.click(item);
    expect(await screen.findByText('How did it land?')).toBeInTheDocument();
    expect(screen.getByText(M.conversationNotActive)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: M.messageInputLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: M.completeSession })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: M.sessionSummaryHeading })).toBeInTheDocument();
  });

  it('says when there are no completed conversations yet', async () => {
    const { user } = renderAiCoaching({ conversations: [makeConversation()] });
    await within(nav()).findByRole('button', { name: /^Leading my new team/ });
    await user.click(filterButton('completed'));
    expect(await within(nav()).findByText(M.noCompletedConversations)).toBeInTheDocument();
    expect(within(nav()).queryByText(M.noActiveConversations)).not.toBeInTheDocument();
  });

  it('shows the completed list loading, then its failure with Try again, then the list', async () => {
    let release: () => void = () => undefined;
    let attempts = 0;
    const { user } = renderAiCoaching({
      conversations: [finished()],
      override: (call) => {
        if (call.path !== COMPLETED_LIST) return undefined;
        attempts += 1;
        if (attempts > 1) return undefined;
        return new Promise<Response>((resolve) => (release = () => resolve(apiFail(500, 'Database on fire', 'INTERNAL_ERROR'))));
      },
    });
    await within(nav()).findByText(M.noActiveConversations);
    await user.click(filterButton('completed'));
    expect(within(nav()).getByRole('status', { name: M.loadingConversations })).toBeInTheDocument();

    release();
    expect(await within(nav()).findByText(CONVERSATION_MESSAGES.loadListFailed)).toBeInTheDocument();
    await user.click(within(nav()).getByRole('button', { name: M.tryAgain }));
    expect(await within(nav()).findByRole('button', { name: /^Hard feedback/ })).toBeInTheDocument();
    expect(within(nav()).queryByText(CONVERSATION_MESSAGES.loadListFailed)).not.toBeInTheDocument();
  });

  it('moves a conversation from Active to Completed when its session is completed', async () => {
    const conversation = makeConversation({ title: 'Delegation', messages: [makeMessage('client', 'I will delegate the report')] });
    const { user } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    expect(await within(nav()).findByRole('button', { name: /^Delegation/ })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: M.completeSession }));
    const dialog = await screen.findByRole('dialog', { name: M.completeSession });
    // A click without pointer movement: jsdom has no layout for the Rating's hover maths.
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 Stars' }));
    await user.click(within(dialog).getByRole('button', { name: M.completeSession }));

    expect(await within(nav()).findByText(M.noActiveConversations)).toBeInTheDocument();
    await user.click(filterButton('completed'));
    expect(await within(nav()).findByRole('button', { name: /^Delegation/ })).toBeInTheDocument();
    await waitFor(() => expect(within(nav()).getByRole('button', { name: /^Delegation/ })).toHaveAttribute('aria-current', 'true'));
  });
});
