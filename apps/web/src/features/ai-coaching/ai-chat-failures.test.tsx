import { AI_COACHING_MESSAGES as M, AI_MESSAGES, CONVERSATION_MESSAGES, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, callsTo, makeConversation, makeMessage, readyMessageBox, renderAiCoaching, sseResponse, storeClientMessage } from './ai-coaching-test-utils.js';

const messageBox = () => screen.getByRole('textbox', { name: M.messageInputLabel });
const messageList = () => screen.getByRole('list', { name: M.messagesLabel });

describe('AI chat failures (spec section 8)', () => {
  it('says the AI is unavailable on 503, adds the system apology in the client chat and keeps the stored message', async () => {
    const conversation = makeConversation();
    const { user } = renderAiCoaching({
      path: `/client/ai-coaching/session/${conversation._id}`,
      conversations: [conversation],
      override: (call, server) => {
        if (!call.path.endsWith('/stream')) return undefined;
        storeClientMessage(server, conversation._id, 'Can you help me plan?');
        return apiFail(503, 'The AI model did not answer', 'AI_SERVICE_UNAVAILABLE');
      },
    });
    await user.type(await readyMessageBox(), 'Can you help me plan?{Enter}');

    expect(await screen.findByText(AI_MESSAGES.unavailable)).toBeInTheDocument();
    expect(await within(messageList()).findByText(AI_MESSAGES.systemApology)).toBeInTheDocument();
    expect(within(messageList()).getByText('System')).toBeInTheDocument();
    expect(within(messageList()).getByText('Can you help me plan?')).toBeInTheDocument();
    // The server kept it, so it is not put back for sending twice.
    expect(messageBox()).toHaveValue('');
  });

  it('puts the text back in the input when the message never reached the server', async () => {
    const conversation = makeConversation();
    const { user } = renderAiCoaching({
      path: `/client/ai-coaching/session/${conversation._id}`,
      conversations: [conversation],
      override: (call) => {
        if (call.path.endsWith('/stream')) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    await user.type(await readyMessageBox(), 'Do not lose me{Enter}');
    expect(await screen.findByText(GLOBAL_ERROR_MESSAGES.network)).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveValue('Do not lose me'));
    expect(within(messageList()).getByText(AI_MESSAGES.systemApology)).toBeInTheDocument();
  });

  it('shows the error a stream reports mid-way, without the apology in the coach view', async () => {
    const { server, user } = renderAiCoaching({
      role: 'coach',
      override: (call, fake) => {
        if (!call.path.endsWith('/stream')) return undefined;
        const id = call.path.split('/')[3]!;
        storeClientMessage(fake, id, 'Prepare me for a hard talk');
        return sseResponse([{ chunk: 'Let ' }, { error: { message: 'The AI coach stopped mid-reply', code: 'AI_SERVICE_UNAVAILABLE' } }]);
      },
    });
    await user.type(await readyMessageBox(), 'Prepare me for a hard talk{Enter}');
    expect(await screen.findByText(AI_MESSAGES.unavailable, {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(await within(messageList()).findByText('Prepare me for a hard talk')).toBeInTheDocument();
    expect(screen.queryByText(AI_MESSAGES.systemApology)).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/ai-coaching/conversations')).toHaveLength(1);
  });

  it('uses the server message for other failures, else the generic text', async () => {
    const conversation = makeConversation();
    const { user } = renderAiCoaching({
      path: `/client/ai-coaching/session/${conversation._id}`,
      conversations: [conversation],
      override: (call) => (call.path.endsWith('/stream') ? apiFail(429, M.tooManyMessages, 'RATE_LIMITED') : undefined),
    });
    await user.type(await readyMessageBox(), 'Again{Enter}');
    expect(await screen.findByText(M.tooManyMessages)).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveValue('Again'));
  });

  it.each([
    [404, CONVERSATION_MESSAGES.notFound],
    [403, CONVERSATION_MESSAGES.noPermission],
  ])('explains a %i when opening a conversation', async (status, text) => {
    renderAiCoaching({
      path: '/client/ai-coaching/session/0b7c1c1e-5d7e-4c55-9d6c-1f2e3d4c5b6a',
      override: (call) => (call.path.startsWith('/ai-coaching/conversations/') ? apiFail(status, 'nope', status === 404 ? 'NOT_FOUND' : 'FORBIDDEN') : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: M.tryAgain })).not.toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
  });

  it('offers to load a conversation again after another failure', async () => {
    const conversation = makeConversation({ messages: [makeMessage('ai_coach', 'Welcome back')] });
    let attempts = 0;
    const { user } = renderAiCoaching({
      path: `/client/ai-coaching/session/${conversation._id}`,
      conversations: [conversation],
      override: (call) => (call.path === `/ai-coaching/conversations/${conversation._id}` && ++attempts === 1 ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONVERSATION_MESSAGES.loadFailedRetry);
    await user.click(within(alert).getByRole('button', { name: M.tryAgain }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });
});
