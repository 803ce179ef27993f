import { CONVERSATION_MESSAGES, SLOW_LOAD_NOTICE_MS, VALIDATION_MESSAGES } from '@coaching/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiFail, apiOk, callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/conversations.js';
import { makeAiConversation, makeConversation, makeMessage, renderConversations } from './conversations-test-utils.js';

const list = () => screen.findByRole('list', { name: 'Conversations' });

describe('conversation lists', () => {
  it("shows the client's conversations with the other person, the last message, the status and the unread count", async () => {
    const conversation = makeConversation({ role: 'client' }, { unreadCount: 2, status: 'paused' });
    conversation.lastMessage = makeMessage(conversation._id, 'coach', 'See you Thursday');
    const { server, user, router } = renderConversations({ path: '/client/conversations', conversations: [conversation] });
    const item = within(await list()).getByRole('link', { name: /Leading my new team/ });
    expect(item).toHaveTextContent('With Sarah Mitchell');
    expect(item).toHaveTextContent('Coach: See you Thursday');
    expect(within(item).getByText(en.statuses.paused)).toBeInTheDocument();
    expect(within(item).getByText('2 unread messages')).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/conversations?limit=20&page=1')).toHaveLength(1);
    // The client has no search box or status filter.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(item);
    expect(router.state.location.pathname).toBe(`/client/conversations/${conversation._id}`);
  });

  it("falls back silently to the client's AI coaching conversations when their conversations fail to load", async () => {
    const aiConversation = makeAiConversation({ status: 'completed' });
    renderConversations({
      path: '/client/conversations',
      conversations: [makeConversation({ role: 'client' })],
      override: (call) => {
        if (call.path.startsWith('/conversations?')) return apiFail(500, 'boom', 'INTERNAL_ERROR');
        if (call.path === '/ai-coaching/conversations') return apiOk('GET /ai-coaching/conversations', { conversations: [aiConversation], pagination: { page: 1, limit: 20, total: 1 } });
        return undefined;
      },
    });
    const fallback = await screen.findByRole('list', { name: en.aiFallback.listLabel });
    expect(screen.getByText(en.aiFallback.caption)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(CONVERSATION_MESSAGES.loadListFailed)).not.toBeInTheDocument();
    const item = within(fallback).getByRole('link', { name: /Preparing for my promotion talk/ });
    expect(within(item).getByText(en.statuses.completed)).toBeInTheDocument();
    expect(item).toHaveAttribute('href', `/client/ai-coaching/session/${aiConversation._id}`);
  });

  it('shows a failed load with a way back and a second try only when the AI conversations fail too', async () => {
    let failures = 1;
    const { user, server } = renderConversations({
      path: '/client/conversations',
      conversations: [makeConversation({ role: 'client' })],
      override: (call) => {
        if (call.path.startsWith('/conversations?') && failures-- > 0) return apiFail(500, 'boom', 'INTERNAL_ERROR');
        if (call.path.startsWith('/ai-coaching/conversations')) return apiFail(500, 'boom', 'INTERNAL_ERROR');
        return undefined;
      },
    });
    expect(await screen.findByText(CONVERSATION_MESSAGES.loadListFailed)).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/ai-coaching/conversations')).toHaveLength(1);
    expect(screen.queryByText(en.aiFallback.caption)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.back })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await list()).toBeInTheDocument();
    expect(screen.queryByText(CONVERSATION_MESSAGES.loadListFailed)).not.toBeInTheDocument();
  });

  it("keeps the coach's failed load as it was, with no AI fallback", async () => {
    const { server } = renderConversations({
      role: 'coach',
      path: '/coach/conversations',
      override: (call) => (call.path.startsWith('/conversations?') ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    expect(await screen.findByText(CONVERSATION_MESSAGES.loadListFailed)).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /^\/ai-coaching\//)).toHaveLength(0);
  });

  it('says so after 10 s of loading, with Refresh Page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderConversations({ path: '/client/conversations', override: (call) => (call.path.startsWith('/conversations?') ? new Promise<Response>(() => undefined) : undefined) });
      await screen.findByRole('status', { name: en.loadingConversations });
      expect(screen.queryByText(CONVERSATION_MESSAGES.slowLoad)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS));
      expect(screen.getByText(CONVERSATION_MESSAGES.slowLoad)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: en.refreshPage })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the coach search and filter by status', async () => {
    const { server, user } = renderConversations({
      role: 'coach',
      path: '/coach/conversations',
      conversations: [makeConversation({ role: 'coach' }), makeConversation({ role: 'coach' }, { title: 'Quarterly review', status: 'completed' })],
    });
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: en.searchLabel }), 'quarterly');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(1));
    expect(callsTo(server.calls, 'GET', /search=quarterly/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('combobox', { name: en.statusFilterLabel }));
    await user.click(await screen.findByRole('option', { name: en.statuses.active }));
    expect(await screen.findByText(en.noMatches)).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /status=active/).length).toBeGreaterThan(0);
  });

  it('asks a coach without clientId to select a client, and starts with no server call until the first message', async () => {
    const { server, user, router } = renderConversations({ role: 'coach', path: '/coach/conversations/new' });
    expect(await screen.findByText(VALIDATION_MESSAGES.selectClientForConversation)).toBeInTheDocument();
    await act(() => router.navigate('/coach/conversations/new?clientId=5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b'));
    const before = server.calls.length;
    const box = await screen.findByRole('textbox', { name: en.messageInputLabel });
    expect(server.calls.length).toBe(before);
    expect(screen.queryByText(VALIDATION_MESSAGES.selectClientForConversation)).not.toBeInTheDocument();
    await user.type(box, 'Welcome aboard');
    expect(callsTo(server.calls, 'POST')).toHaveLength(0);
  });

  it('starts a client conversation with their coach on the first message, titled by it', async () => {
    const { server, user, router } = renderConversations({ path: '/client/conversations/new' });
    await user.type(await screen.findByRole('textbox', { name: en.messageInputLabel }), 'Can we talk about my review?{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client\/conversations\/[0-9a-f-]{36}$/));
    expect(callsTo(server.calls, 'POST', '/conversations')).toEqual([expect.objectContaining({ body: { title: 'Can we talk about my review?' } })]);
    expect(await within(await screen.findByRole('list', { name: en.messagesLabel })).findByText('Can we talk about my review?')).toBeInTheDocument();
  });
});
