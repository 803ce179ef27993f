import { AI_COACHING_MESSAGES as M } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, controlledStream, FAKE_REPLY, makeConversation, makeMessage, readyMessageBox, renderAiCoaching, storeClientMessage } from './ai-coaching-test-utils.js';

const REVEAL = { timeout: 4_000 };
const messageBox = () => screen.getByRole('textbox', { name: M.messageInputLabel });
const messageList = () => screen.getByRole('list', { name: M.messagesLabel });

/** One conversation open, whose stream the test feeds event by event. */
function openWithControlledStream() {
  const conversation = makeConversation();
  const stream = controlledStream();
  const rendered = renderAiCoaching({
    path: `/client/ai-coaching/session/${conversation._id}`,
    conversations: [conversation],
    override: (call) => (call.path.endsWith('/stream') ? stream.response : undefined),
  });
  return { conversation, stream, ...rendered };
}

describe('AI chat', () => {
  it('shows the typing indicator first, then the reply word by word, then the stored message, announced once', async () => {
    const { conversation, stream, server, user } = openWithControlledStream();
    const box = await readyMessageBox();
    // Taken before the message is sent, so a slow machine can only make the measured wait longer.
    const typedAt = Date.now();
    await user.type(box, 'I want to lead better{Enter}');

    expect(within(messageList()).getByText('I want to lead better')).toBeInTheDocument();
    expect(screen.getByText(M.typing)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `/ai-coaching/conversations/${conversation._id}/stream`)[0]?.body).toEqual({ content: 'I want to lead better' });

    stream.send({ chunk: 'Great ' });
    expect(await screen.findByText(/^Great/, {}, REVEAL)).toBeInTheDocument();
    // The typing indicator stays for the full delay of spec section 9 before any word shows.
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1000);
    expect(screen.queryByText(M.typing)).not.toBeInTheDocument();
    expect(screen.queryByText(/Great to/)).not.toBeInTheDocument();

    stream.send({ chunk: 'to ' });
    expect(await screen.findByText(/^Great to/)).toBeInTheDocument();
    stream.send({ chunk: 'hear.' });
    const userMessage = storeClientMessage(server, conversation._id, 'I want to lead better');
    const message = makeMessage('ai_coach', 'Great to hear. What would leading better look like?');
    server.conversations[0]!.messages.push(message);
    stream.send({ done: true, message, userMessage });
    stream.close();

    expect(await within(messageList()).findByText(message.content, {}, REVEAL)).toBeInTheDocument();
    expect(within(messageList()).getAllByText('I want to lead better')).toHaveLength(1);
    expect(screen.getByText(`AI Coach: ${message.content}`)).toHaveAttribute('aria-live', 'polite');
    expect(messageBox()).toHaveValue('');
  });

  it('sends on Enter, adds a line on Shift+Enter and never sends a blank message', async () => {
    const { server, user } = renderAiCoaching();
    const input = await readyMessageBox();
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: M.sendAction })).toBeDisabled();
    expect(callsTo(server.calls, 'POST')).toEqual([]);

    await user.clear(input);
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    expect(callsTo(server.calls, 'POST')).toEqual([]);

    await user.type(input, '{Enter}');
    await waitFor(() => expect(callsTo(server.calls, 'POST', /\/stream$/)).toHaveLength(1));
    expect(callsTo(server.calls, 'POST', /\/stream$/)[0]?.body).toEqual({ content: 'First line\nsecond line' });
  });

  it('sends nothing more while a reply is pending', async () => {
    const { stream, server, user } = openWithControlledStream();
    await user.type(await readyMessageBox(), 'One{Enter}');
    await user.type(messageBox(), 'Two{Enter}');
    expect(screen.getByRole('button', { name: M.sendAction })).toBeDisabled();
    expect(callsTo(server.calls, 'POST', /\/stream$/)).toHaveLength(1);
    expect(messageBox()).toHaveValue('Two');
    expect(screen.getByRole('button', { name: M.newConversation })).toBeDisabled();

    const reply = makeMessage('ai_coach', 'Tell me more.');
    server.conversations[0]!.messages.push(makeMessage('client', 'One'), reply);
    stream.send({ done: true, message: reply, userMessage: server.conversations[0]!.messages[0] });
    stream.close();
    expect(await screen.findByText('Tell me more.', {}, REVEAL)).toBeInTheDocument();
    await user.type(messageBox(), '{Enter}');
    await waitFor(() => expect(callsTo(server.calls, 'POST', /\/stream$/)).toHaveLength(2));
  });

  it('creates the conversation with the chosen focus areas on the first message, then streams into it', async () => {
    const { server, user } = renderAiCoaching();
    await user.click(await screen.findByRole('button', { name: 'Stress Management' }));
    expect(screen.getByRole('button', { name: 'Stress Management' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(messageBox(), 'I feel stretched thin{Enter}');

    expect(await within(messageList()).findByText(FAKE_REPLY, {}, REVEAL)).toBeInTheDocument();
    const posts = callsTo(server.calls, 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/ai-coaching/conversations', `/ai-coaching/conversations/${server.conversations[0]!._id}/stream`]);
    expect(posts[0]?.body).toEqual({ title: '', focusAreas: ['Stress Management'], goals: [] });
    expect(await screen.findByRole('heading', { level: 2, name: server.conversations[0]!.title })).toBeInTheDocument();
  });

  it('shows the title the first message gave a new conversation in the list once the reply is in', async () => {
    const { server, user } = renderAiCoaching();
    await user.type(await readyMessageBox(), 'Delegating to my team. It is hard{Enter}');
    const nav = screen.getByRole('navigation', { name: M.conversationsHeading });
    expect(await within(nav).findByRole('button', { name: /^Delegating to my team/ }, REVEAL)).toBeInTheDocument();
    expect(within(nav).queryByText(M.newConversationTitle)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Delegating to my team' })).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/ai-coaching/conversations?status=active').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the address on the open conversation, so a reload reopens it, without losing the reply', async () => {
    const earlier = makeConversation({ title: 'Earlier chat', messages: [makeMessage('client', 'Hello'), makeMessage('ai_coach', 'Welcome back')] });
    const { server, router, user } = renderAiCoaching({ conversations: [earlier] });
    const path = () => router.state.location.pathname;

    await user.type(messageBox(), 'I feel stretched thin{Enter}');
    expect(await within(messageList()).findByText(FAKE_REPLY, {}, REVEAL)).toBeInTheDocument();
    const created = server.conversations.find((conversation) => conversation._id !== earlier._id)!;
    expect(path()).toBe(`/client/ai-coaching/session/${created._id}`);
    expect(within(messageList()).getByText('I feel stretched thin')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: M.conversationsHeading });
    await user.click(within(nav).getByRole('button', { name: /^Earlier chat/ }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(path()).toBe(`/client/ai-coaching/session/${earlier._id}`);

    await user.click(screen.getByRole('button', { name: M.newConversation }));
    await user.click(within(await screen.findByRole('dialog', { name: M.newConversationDialogTitle })).getByRole('button', { name: M.cancelAction }));
    await waitFor(() => expect(path()).toBe('/client/ai-coaching'));
  });

  it('New Conversation clears the messages and resets the stats and timer', async () => {
    const conversation = makeConversation({
      messages: [makeMessage('client', 'Hello', { timestamp: new Date(Date.now() - 5 * 60_000).toISOString() }), makeMessage('ai_coach', 'Hi there')],
      analytics: { ...makeConversation().analytics, sentiment: 0.8, engagement: 'high' },
    });
    const { user } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    expect(await screen.findByText('Hi there')).toBeInTheDocument();
    const stats = screen.getByLabelText(M.statsLabel);
    expect(within(stats).getByText('2')).toBeInTheDocument();
    expect(within(stats).getByText('5 min')).toBeInTheDocument();
    expect(within(stats).getByRole('img', { name: M.sentimentLabels.happy })).toBeInTheDocument();
    expect(within(stats).getByText('High')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.newConversation }));
    await user.click(within(await screen.findByRole('dialog', { name: M.newConversationDialogTitle })).getByRole('button', { name: M.cancelAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Hi there')).not.toBeInTheDocument();
    expect(screen.getByText(M.emptyChat)).toBeInTheDocument();
    const reset = screen.getByLabelText(M.statsLabel);
    expect(within(reset).getByText('0')).toBeInTheDocument();
    expect(within(reset).getByText('0 min')).toBeInTheDocument();
    expect(within(reset).getByRole('img', { name: M.sentimentLabels.neutral })).toBeInTheDocument();
    expect(within(reset).getByText('Medium')).toBeInTheDocument();
  });

  it('labels the speakers and shows markup in a message as plain text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const conversation = makeConversation({
      messages: [makeMessage('client', attack), makeMessage('ai_coach', '**bold** <b>not bold</b>'), makeMessage('system', 'Session resumed')],
    });
    const { router } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    const list = await screen.findByRole('list', { name: M.messagesLabel });
    expect(within(list).getByText(attack)).toBeInTheDocument();
    expect(within(list).getByText('**bold** <b>not bold</b>')).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();
    expect(within(list).getAllByText(/^(You|AI Coach|System)$/).map((label) => label.textContent)).toEqual(['You', 'AI Coach', 'System']);
    expect(router.state.location.pathname).toBe(`/client/ai-coaching/session/${conversation._id}`);
  });

  it('says coaching is paused while a crisis holds it, and lets the client still write to say they are safe', async () => {
    const conversation = makeConversation({ safetyHold: true, flagged: true, messages: [makeMessage('client', 'I want to end it'), makeMessage('ai_coach', 'I am really glad you told me.')] });
    renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    expect((await screen.findByText(M.safetyHold)).closest('[role="status"]')).not.toBeNull();
    expect(await readyMessageBox()).toBeEnabled();
  });

  it('shows no pause on an ordinary conversation', async () => {
    const conversation = makeConversation({ messages: [makeMessage('client', 'Hello')] });
    renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    await readyMessageBox();
    expect(screen.queryByText(M.safetyHold)).not.toBeInTheDocument();
  });
});
