import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-ai-oversight.js';
import { apiFail } from '../../test/fake-api.js';
import { makeAiConversation, makeMessage, renderOversight, RILEY_ID } from './oversight-test-utils.js';

afterEach(() => vi.useRealTimers());

const path = `/coach/client/${RILEY_ID}/ai-conversations`;
const PRIVATE_WORDS = 'I am worried about my review';

const shared = makeAiConversation(1, {
  title: 'Preparing my promotion case',
  flagged: true,
  analytics: { ...makeAiConversation(1).analytics, totalMessages: 2, sentiment: 0.72 },
  messages: [makeMessage(1, 'client', 'How do I make my case?'), makeMessage(2, 'ai_coach', 'What results are you proudest of?')],
});
const summaryOnly = makeAiConversation(2, {
  title: 'Quarterly review nerves',
  status: 'completed',
  transcript: 'summary',
  messages: [],
  analytics: { ...makeAiConversation(2).analytics, totalMessages: 8 },
  sessionSummary: {
    summary: 'Riley prepared for her quarterly review.',
    keyInsights: ['Preparation lowers her anxiety'],
    actionItems: [{ _id: '00000000-0000-4000-8000-007600000001', item: 'List three wins', status: 'pending', deadline: null, createdAt: '2030-03-06T09:00:00.000Z' }],
  },
});

describe('ClientAiConversationsPage', () => {
  it("lists the client's AI conversations with their status, activity, messages, sentiment and flag", async () => {
    renderOversight({ path, conversations: [shared, summaryOnly] });
    expect(await screen.findByText('Every conversation Riley Chen has had with their AI coach.')).toBeInTheDocument();
    const items = await screen.findAllByTestId('ai-conversation');
    expect(items[0]).toHaveTextContent(/Preparing my promotion case.*Active.*Flagged.*Last activity 1 hour ago.*2 messages.*Sentiment 0.72/);
    expect(items[1]).toHaveTextContent(/Quarterly review nerves.*Completed.*8 messages/);
    expect(items[1]).not.toHaveTextContent(en.clientConversations.flagged);
  });

  it('shows the transcript of the conversation chosen, with a link to its analysis', async () => {
    renderOversight({ path, conversations: [shared, summaryOnly] });
    const reader = await screen.findByRole('article', { name: 'Preparing my promotion case' });
    const messages = await within(reader).findAllByTestId('transcript-message');
    expect(messages.map((message) => message.textContent)).toEqual([expect.stringMatching(/^Client.*How do I make my case\?$/), expect.stringMatching(/^AI coach.*What results are you proudest of\?$/)]);
    expect(within(reader).getByRole('link', { name: en.reader.analysis })).toHaveAttribute('href', `/coach/conversation-analysis/${shared._id}`);
  });

  it('shows a note instead of messages when the client shares summaries only', async () => {
    const { user } = renderOversight({ path, conversations: [shared, { ...summaryOnly, messages: [] }] });
    const [, second] = await screen.findAllByTestId('ai-conversation');
    await user.click(second!);
    const reader = await screen.findByRole('article', { name: 'Quarterly review nerves' });
    expect(await within(reader).findByTestId('summary-only')).toHaveTextContent('Riley Chen shares summaries only; the full transcript is private.');
    expect(within(reader).queryAllByTestId('transcript-message')).toEqual([]);
    expect(within(reader).queryByRole('list', { name: en.reader.transcriptLabel })).not.toBeInTheDocument();
    expect(within(reader).getByText('Riley prepared for her quarterly review.')).toBeInTheDocument();
    expect(within(reader).getByText('Preparation lowers her anxiety')).toBeInTheDocument();
    expect(within(reader).getByText(/List three wins/)).toBeInTheDocument();
    expect(screen.queryByText(PRIVATE_WORDS)).not.toBeInTheDocument();
    expect(within(reader).getByRole('link', { name: en.reader.analysis })).toHaveAttribute('href', `/coach/conversation-analysis/${summaryOnly._id}`);
  });

  it('can be used from the keyboard: a conversation is chosen with Enter', async () => {
    const { user } = renderOversight({ path, conversations: [shared, summaryOnly] });
    const [, second] = await screen.findAllByTestId('ai-conversation');
    second!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    expect(await screen.findByRole('article', { name: 'Quarterly review nerves' })).toBeInTheDocument();
  });

  it('says when the client has no AI conversation yet', async () => {
    renderOversight({ path, conversations: [] });
    expect(await screen.findByText(en.clientConversations.empty)).toBeInTheDocument();
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    const { user } = renderOversight({
      path,
      conversations: [shared],
      override: (call) => (fail && call.path.startsWith('/ai-coaching/conversations?') ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined),
    });
    expect(await screen.findByText(en.clientConversations.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await screen.findAllByTestId('ai-conversation')).toHaveLength(1);
  });

  it('offers no link to the analysis while the coach has conversation analysis turned off', async () => {
    renderOversight({ path, conversations: [shared], aiAssistance: { conversationAnalysis: false } });
    const reader = await screen.findByRole('article', { name: 'Preparing my promotion case' });
    expect(await within(reader).findAllByTestId('transcript-message')).toHaveLength(2);
    expect(within(reader).queryByRole('link', { name: en.reader.analysis })).not.toBeInTheDocument();
  });
});
