import { COACH_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFail, apiOk, callsTo, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/conversations.js';
import { makeAnalytics, makeConversation, makeMessage, makeSuggestions, renderConversations, type FakeConversationsServer } from './conversations-test-utils.js';

const suggestionsSection = () => screen.findByRole('region', { name: en.insights.suggestionsHeading });
const analyticsSection = () => screen.findByRole('region', { name: en.insights.analyticsHeading });

function openAs(role: 'coach' | 'client', override?: (call: FetchCall) => FakeReply | undefined) {
  const conversation = makeConversation({ role });
  const messages = [makeMessage(conversation._id, 'coach', 'How did the kickoff go?'), makeMessage(conversation._id, 'client', 'Better than expected')];
  const base = role === 'coach' ? '/coach/conversations' : '/client/conversations';
  const rendered = renderConversations({ role, path: `${base}/${conversation._id}`, conversations: [conversation], messages: { [conversation._id]: messages }, override });
  return { ...rendered, conversation };
}

const insightCalls = (server: FakeConversationsServer, id: string) => ({
  suggestions: callsTo(server.calls, 'POST', `/ai/suggestions/${id}`),
  analytics: callsTo(server.calls, 'GET', `/conversations/${id}/analytics`),
});

describe("coach's conversation screen: suggestions and analytics", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the first 3 of 5 suggestions with their priority and type', async () => {
    const { server, conversation } = openAs('coach');
    const section = await suggestionsSection();
    const items = await within(section).findAllByRole('listitem');
    const [first, second, third] = makeSuggestions();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(first!.content);
    expect(within(items[0]!).getByText(en.insights.priorities.high)).toBeInTheDocument();
    expect(within(items[0]!).getByText(en.insights.types.question)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(second!.content);
    expect(items[2]).toHaveTextContent(third!.content);
    expect(within(section).queryByText(makeSuggestions()[3]!.content)).not.toBeInTheDocument();
    expect(insightCalls(server, conversation._id).suggestions).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('shows the analytics figures', async () => {
    const conversation = makeConversation({ role: 'coach' });
    const analytics = makeAnalytics({ totalMessages: 14, conversationLength: 45, averageMessageLength: 87, avgEngagementScore: 0.72, engagement: 'medium', clientSatisfactionRating: 4 });
    renderConversations({
      role: 'coach',
      path: `/coach/conversations/${conversation._id}`,
      conversations: [conversation],
      override: (call) => (call.path.endsWith('/analytics') ? apiOk('GET /conversations/:id/analytics', { analytics }) : undefined),
    });
    const section = await analyticsSection();
    const figure = (label: string) => within(section).getByText(label).nextElementSibling;
    await within(section).findByText(en.insights.totalMessages);
    expect(figure(en.insights.totalMessages)).toHaveTextContent('14');
    expect(figure(en.insights.conversationLength)).toHaveTextContent('45 min');
    expect(figure(en.insights.averageMessageLength)).toHaveTextContent('87 characters');
    expect(figure(en.insights.engagementScore)).toHaveTextContent('72%');
    expect(figure(en.insights.engagement)).toHaveTextContent('Medium');
    expect(figure(en.insights.satisfaction)).toHaveTextContent('4');
  });

  it('says the spec texts when suggestions or analytics fail to load', async () => {
    openAs('coach', (call) =>
      call.path.startsWith('/ai/suggestions/') || call.path.endsWith('/analytics') ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined,
    );
    expect(await within(await suggestionsSection()).findByText(COACH_MESSAGES.loadSuggestionsFailed)).toBeInTheDocument();
    expect(await within(await analyticsSection()).findByText(COACH_MESSAGES.loadConversationAnalyticsFailed)).toBeInTheDocument();
  });

  it('asks for new suggestions and analytics when a message arrives', async () => {
    const { server, conversation } = openAs('coach');
    await within(await suggestionsSection()).findAllByRole('listitem');
    await within(await analyticsSection()).findByText(en.insights.totalMessages);
    server.emit({ type: 'conversation.message', data: { conversationId: conversation._id, message: makeMessage(conversation._id, 'client', 'One more thing') } });
    await waitFor(() => expect(insightCalls(server, conversation._id).suggestions).toHaveLength(2));
    await waitFor(() => expect(insightCalls(server, conversation._id).analytics).toHaveLength(2));
  });

  it('folds both panels above the messages on a phone, loading them once opened', async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: false }));
    const { user, server, conversation } = openAs('coach');
    await screen.findByRole('list', { name: en.messagesLabel });
    expect(screen.queryByRole('region', { name: en.insights.suggestionsHeading })).not.toBeInTheDocument();
    expect(insightCalls(server, conversation._id)).toEqual({ suggestions: [], analytics: [] });
    await user.click(screen.getByRole('button', { name: en.insights.toggle }));
    expect(await within(await suggestionsSection()).findAllByRole('listitem')).toHaveLength(3);
    expect(await analyticsSection()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.messageInputLabel })).toBeEnabled();
  });

  it("leaves the client's screen without either panel", async () => {
    const { server, conversation } = openAs('client');
    await screen.findByRole('list', { name: en.messagesLabel });
    expect(screen.queryByRole('region', { name: en.insights.suggestionsHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.insights.analyticsHeading })).not.toBeInTheDocument();
    expect(insightCalls(server, conversation._id)).toEqual({ suggestions: [], analytics: [] });
  });
});
