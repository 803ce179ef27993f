import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-dashboard.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeConversation, renderCoachDashboard } from './coach-dashboard-test-utils.js';

afterEach(() => vi.useRealTimers());

const block = () => screen.findByRole('region', { name: en.conversations.title });

describe('the Recent Conversations block', () => {
  it('loads 5 active conversations and lists the first 3, each opening its conversation with its unread count', async () => {
    const conversations = [1, 2, 3, 4, 5, 6].map((n) => makeConversation(n, { unreadCount: n === 2 ? 4 : 0 }));
    const { server } = renderCoachDashboard({ conversations });
    const region = await block();
    const links = await within(region).findAllByRole('link', { name: /Conversation \d/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(conversations.slice(0, 3).map((c) => `/coach/conversations/${c._id}`));
    expect(within(links[1]!).getByText('4 unread')).toBeInTheDocument();
    expect(within(links[0]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: en.conversations.viewAll })).toHaveAttribute('href', '/coach/conversations');
    expect(callsTo(server.calls, 'GET', '/conversations?status=active&limit=5')).toHaveLength(1);
  });

  it('invites the coach to start a conversation when there is none', async () => {
    renderCoachDashboard();
    const region = await block();
    expect(await within(region).findByText(en.conversations.empty)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: en.conversations.start })).toHaveAttribute('href', '/coach/conversations/new');
  });

  it('says the conversations could not be loaded and loads them again on request', async () => {
    let attempts = 0;
    const { user } = renderCoachDashboard({
      conversations: [makeConversation(1)],
      override: (call) => (call.path.startsWith('/conversations') && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const region = await block();
    expect(await within(region).findByText(en.conversations.loadFailed)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: en.tryAgain }));
    await waitFor(() => expect(within(region).getByRole('link', { name: /Conversation 1/ })).toBeInTheDocument());
  });
});
