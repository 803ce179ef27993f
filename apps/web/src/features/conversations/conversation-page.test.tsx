import { AI_COACHING_MESSAGES, COACH_MESSAGES, CONVERSATION_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/conversations.js';
import { makeConversation, makeMessage, makeSuggestions, renderConversations } from './conversations-test-utils.js';

const box = () => screen.findByRole('textbox', { name: en.messageInputLabel });
const messageList = () => screen.findByRole('list', { name: en.messagesLabel });

function openConversation(role: 'client' | 'coach' = 'client') {
  const conversation = makeConversation({ role });
  const messages = [makeMessage(conversation._id, 'coach', 'How did the kickoff go?'), makeMessage(conversation._id, 'client', 'Better than expected')];
  const base = role === 'coach' ? '/coach/conversations' : '/client/conversations';
  const rendered = renderConversations({ role, path: `${base}/${conversation._id}`, conversations: [conversation], messages: { [conversation._id]: messages } });
  return { ...rendered, conversation };
}

describe('conversation screen', () => {
  it('shows the messages oldest first with Coach and You, and sends with Enter', async () => {
    const { user, server, conversation } = openConversation();
    const items = within(await messageList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Coach.*How did the kickoff go\?/);
    expect(items[1]).toHaveTextContent(/^You.*Better than expected/);
    expect(screen.getByText('With Sarah Mitchell')).toBeInTheDocument();

    await user.type(await box(), 'I will delegate the report{Enter}');
    expect(await within(await messageList()).findByText('I will delegate the report')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `/conversations/${conversation._id}/messages`)).toEqual([
      expect.objectContaining({ body: { content: 'I will delegate the report' } }),
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: en.messageInputLabel })).toHaveValue(''));
    // Typing was told once for the whole message, not at every key.
    expect(callsTo(server.calls, 'POST', `/conversations/${conversation._id}/typing`)).toEqual([expect.objectContaining({ body: { typing: true } })]);
  });

  it('loads older messages above the ones shown with Load older messages', async () => {
    const conversation = makeConversation({ role: 'client' });
    const older = makeMessage(conversation._id, 'coach', 'Welcome to coaching');
    const newer = makeMessage(conversation._id, 'client', 'Thanks, glad to start');
    const { user, server } = renderConversations({
      path: `/client/conversations/${conversation._id}`,
      conversations: [conversation],
      override: (call) => {
        if (!call.path.startsWith(`/conversations/${conversation._id}/messages`) || call.method !== 'GET') return undefined;
        return call.path.includes('before=')
          ? apiOk('GET /conversations/:id/messages', { messages: [older], nextCursor: null })
          : apiOk('GET /conversations/:id/messages', { messages: [newer], nextCursor: 'cursor-1' });
      },
    });
    const list = await messageList();
    expect(within(list).queryByText('Welcome to coaching')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: en.loadOlder }));
    expect(await within(list).findByText('Welcome to coaching')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Welcome to coaching');
    expect(items.at(-1)).toHaveTextContent('Thanks, glad to start');
    expect(within(list).queryByRole('button', { name: en.loadOlder })).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', `/conversations/${conversation._id}/messages?before=cursor-1`)).toHaveLength(1);
  });

  it('adds a line with Shift+Enter and ignores blank text', async () => {
    const { user, server } = openConversation();
    const input = await box();
    await user.type(input, '   {Enter}');
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(input).toHaveValue('   First line\nSecond line');
    expect(callsTo(server.calls, 'POST', /\/messages$/)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(callsTo(server.calls, 'POST', /\/messages$/)).toHaveLength(0);
    expect(screen.getByRole('button', { name: en.send })).toBeDisabled();
  });

  it('appends a message from the other person live, announces it politely and marks it read', async () => {
    const { server, conversation } = openConversation();
    await messageList();
    const incoming = makeMessage(conversation._id, 'coach', 'Read this: https://example.com/guide. <b>bold</b>');
    server.unread = 1;
    conversation.unreadCount = 1;
    conversation.updatedAt = incoming.timestamp;
    server.emit({ type: 'conversation.message', data: { conversationId: conversation._id, message: incoming } });

    const link = await within(await messageList()).findByRole('link', { name: 'https://example.com/guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Shown as typed, never as HTML.
    expect(within(await messageList()).getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');
    await waitFor(() => expect(live).toHaveTextContent('New message from Sarah Mitchell'));
    await waitFor(() => expect(callsTo(server.calls, 'PUT', `/conversations/${conversation._id}/read`)).toHaveLength(1));
  });

  it('shows the other person typing from the event stream', async () => {
    const { server, conversation } = openConversation();
    await messageList();
    server.emit({ type: 'conversation.typing', data: { conversationId: conversation._id, userId: conversation.coachId, typing: true } });
    expect(await screen.findByText('Sarah Mitchell is typing…')).toBeInTheDocument();
    server.emit({ type: 'conversation.typing', data: { conversationId: conversation._id, userId: conversation.coachId, typing: false } });
    await waitFor(() => expect(screen.queryByText('Sarah Mitchell is typing…')).not.toBeInTheDocument());
  });

  it.each([
    [404, 'NOT_FOUND', CONVERSATION_MESSAGES.notFound],
    [403, 'FORBIDDEN', CONVERSATION_MESSAGES.noPermission],
  ] as const)('says the spec text for a %s, with a way back', async (status, code, text) => {
    const { user, router } = renderConversations({
      path: '/client/conversations/0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b',
      override: (call) => (call.path.startsWith('/conversations/0b7e') ? apiFail(status, 'nope', code) : undefined),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.tryAgain })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.back }));
    expect(router.state.location.pathname).toBe('/client/conversations');
  });

  it('lets the coach archive the conversation after confirming, with the spec text', async () => {
    const { user, server, conversation } = openConversation('coach');
    await messageList();
    await user.click(screen.getByRole('button', { name: en.actionsLabel }));
    await user.click(await screen.findByRole('menuitem', { name: en.archiveConversation }));
    const dialog = await screen.findByRole('dialog', { name: en.archiveConversation });
    await user.click(within(dialog).getByRole('button', { name: en.archiveConversation }));
    expect(await screen.findByText('Conversation archived successfully')).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE', `/conversations/${conversation._id}`)).toHaveLength(1);
    expect(await screen.findByText(CONVERSATION_MESSAGES.archived)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: en.messageInputLabel })).toBeDisabled());
  });
});

describe('AI Configuration of a conversation', () => {
  async function openAiConfiguration(override?: Parameters<typeof renderConversations>[0]['override']) {
    const conversation = makeConversation({ role: 'coach' });
    const rendered = renderConversations({ role: 'coach', path: `/coach/conversations/${conversation._id}`, conversations: [conversation], override });
    await messageList();
    await rendered.user.click(screen.getByRole('button', { name: en.actionsLabel }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([en.aiConfig.menuItem, en.exportConversation, en.editDetails, en.archiveConversation]);
    await rendered.user.click(items[0]!);
    const dialog = await screen.findByRole('dialog', { name: en.aiConfig.title });
    return { ...rendered, conversation, dialog };
  }

  it('lets the coach change the style, the instructions and the temperature, and sends only those', async () => {
    const { user, server, conversation, dialog } = await openAiConfiguration();
    const temperature = within(dialog).getByRole('slider', { name: en.aiConfig.temperature });
    expect(temperature).toHaveAttribute('aria-valuetext', '0.7');
    expect(temperature).toHaveAccessibleDescription(en.aiConfig.temperatureHelper);
    expect(within(dialog).getByRole('slider', { name: en.aiConfig.maxTokens })).toHaveAttribute('aria-valuetext', '2,000 tokens');
    const save = within(dialog).getByRole('button', { name: en.aiConfig.save });
    expect(save).toBeDisabled();

    fireEvent.change(temperature, { target: { value: '1.2' } });
    await user.click(within(dialog).getByRole('combobox', { name: en.aiConfig.coachingStyle }));
    await user.click(await screen.findByRole('option', { name: en.aiConfig.styles.directive }));
    await user.type(within(dialog).getByRole('textbox', { name: en.aiConfig.instructions }), 'Keep questions short');
    await screen.findByText(makeSuggestions()[0]!.content);
    const suggestionsAsked = callsTo(server.calls, 'POST', `/ai/suggestions/${conversation._id}`).length;
    await user.click(save);

    expect(await screen.findByText(AI_COACHING_MESSAGES.aiConfigUpdated)).toBeInTheDocument();
    // The suggestions are built with these settings, so they are asked for again.
    await waitFor(() => expect(callsTo(server.calls, 'POST', `/ai/suggestions/${conversation._id}`)).toHaveLength(suggestionsAsked + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'PUT', `/ai/config/${conversation._id}`)).toEqual([
      expect.objectContaining({ body: { config: { temperature: 1.2, coaching_style: 'directive', systemPrompt: 'Keep questions short' } } }),
    ]);

    // Opened again, the form starts from what was saved.
    await user.click(screen.getByRole('button', { name: en.actionsLabel }));
    await user.click(await screen.findByRole('menuitem', { name: en.aiConfig.menuItem }));
    const reopened = await screen.findByRole('dialog', { name: en.aiConfig.title });
    expect(within(reopened).getByRole('combobox', { name: en.aiConfig.coachingStyle })).toHaveTextContent(en.aiConfig.styles.directive);
    expect(within(reopened).getByRole('textbox', { name: en.aiConfig.instructions })).toHaveValue('Keep questions short');
  });

  it('says the spec text when the settings cannot be saved, and keeps the form', async () => {
    const { user, dialog } = await openAiConfiguration((call) => (call.path.startsWith('/ai/config/') ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined));
    await user.type(within(dialog).getByRole('textbox', { name: en.aiConfig.instructions }), 'Challenge assumptions');
    await user.click(within(dialog).getByRole('button', { name: en.aiConfig.save }));
    expect(await screen.findByText(COACH_MESSAGES.updateAiConfigFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: en.aiConfig.instructions })).toHaveValue('Challenge assumptions');
  });

  it('puts the saved settings back on Cancel', async () => {
    const { user, server, dialog } = await openAiConfiguration();
    await user.type(within(dialog).getByRole('textbox', { name: en.aiConfig.instructions }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: en.actionsLabel }));
    await user.click(await screen.findByRole('menuitem', { name: en.aiConfig.menuItem }));
    const reopened = await screen.findByRole('dialog', { name: en.aiConfig.title });
    expect(within(reopened).getByRole('textbox', { name: en.aiConfig.instructions })).toHaveValue('');
    expect(callsTo(server.calls, 'PUT', /\/ai\/config\//)).toHaveLength(0);
  });

  it('refuses instructions longer than the limit without asking the server', async () => {
    const { user, server, dialog } = await openAiConfiguration();
    const instructions = within(dialog).getByRole('textbox', { name: en.aiConfig.instructions });
    fireEvent.change(instructions, { target: { value: 'x'.repeat(4001) } });
    await user.click(within(dialog).getByRole('button', { name: en.aiConfig.save }));
    expect(await within(dialog).findByText('Keep the instructions to 4,000 characters or fewer.')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', /\/ai\/config\//)).toHaveLength(0);
  });
});
