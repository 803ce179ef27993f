import type { ActionItem, ActionItemStatus, AiConversation, AiMessage, AiStats, Guardrails, User } from '@coaching/contract';
import { apiFail, apiOk, sseResponse, type FetchCall } from '../../test/fake-api.js';
import { makeConversation, makeMessage } from './ai-coaching-fixtures.js';

export type { FetchCall } from '../../test/fake-api.js';
export type FakeAiServer = { user: User; conversations: AiConversation[]; guardrails: Guardrails; stats: AiStats; calls: FetchCall[] };

const notFound = () => apiFail(404, 'Conversation not found', 'NOT_FOUND');

/** Conversations created without a title, which their first message names as the real server does. */
const untitled = new WeakSet<AiConversation>();

/** The reply the fake AI coach streams, a word at a time, for any message. */
export const FAKE_REPLY = 'What would leading well look like for you?';

/** Stores the client's message as the real server does before asking the model. */
export function storeClientMessage(server: FakeAiServer, id: string, content: string): AiMessage | undefined {
  const conversation = server.conversations.find((c) => c._id === id);
  const message = makeMessage('client', content);
  conversation?.messages.push(message);
  return conversation && message;
}

/** The AI coaching API of spec section 7, in memory, enough for the screens. */
export function handleAiCall(server: FakeAiServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  const [, , , id, action, itemId] = pathname.split('/');
  const conversation = server.conversations.find((c) => c._id === id);
  const body = call.body as Record<string, unknown> | undefined;

  if (pathname === '/auth/me') return apiOk('GET /auth/me', { user: server.user });
  if (pathname === '/ai-coaching/stats') return apiOk('GET /ai-coaching/stats', server.stats);
  if (pathname.startsWith('/ai-coaching/guardrails/')) {
    return apiOk(call.method === 'PUT' ? 'PUT /ai-coaching/guardrails/:id' : 'GET /ai-coaching/guardrails/:id', { guardrails: server.guardrails });
  }
  if (pathname === '/ai-coaching/conversations' && call.method === 'GET') {
    const status = new URLSearchParams(search).get('status');
    const listed = server.conversations.filter((c) => !status || c.status === status);
    return apiOk('GET /ai-coaching/conversations', { conversations: listed, pagination: { page: 1, limit: 20, total: listed.length } });
  }
  if (pathname === '/ai-coaching/conversations' && call.method === 'POST') {
    const created = makeConversation({ title: String(body?.title || 'New coaching conversation'), focusAreas: body?.focusAreas as string[], messages: [], createdAt: new Date().toISOString() });
    server.conversations.push(created);
    if (!body?.title) untitled.add(created);
    return apiOk('POST /ai-coaching/conversations', { conversation: created });
  }
  if (action === 'action-items' && call.method === 'PUT') return setActionItem(server, conversation, itemId, body?.status as ActionItemStatus);
  if (!conversation) return notFound();
  if (!action && call.method === 'GET') return apiOk('GET /ai-coaching/conversations/:id', { conversation });
  if (!action && call.method === 'DELETE') {
    server.conversations = server.conversations.filter((c) => c !== conversation);
    return apiOk('DELETE /ai-coaching/conversations/:id', null);
  }
  if (action === 'stream') {
    const userMessage = storeClientMessage(server, conversation._id, String(body?.content))!;
    if (untitled.delete(conversation)) conversation.title = String(body?.content).split(/[.!?]/)[0]!;
    const message = makeMessage('ai_coach', FAKE_REPLY);
    conversation.messages.push(message);
    return sseResponse([...FAKE_REPLY.split(/(?<= )/).map((chunk) => ({ chunk })), { done: true, message, userMessage }]);
  }
  if (action === 'complete') {
    Object.assign(conversation, { status: 'completed', rating: body?.rating, nextSessionFocus: body?.nextSessionFocus, completedAt: new Date().toISOString() });
    return apiOk('POST /ai-coaching/conversations/:id/complete', { conversation });
  }
  return notFound();
}

/** PUT .../action-items/:itemId: the item changes in its conversation and in the stats alike. */
function setActionItem(server: FakeAiServer, conversation: AiConversation | undefined, itemId: string | undefined, status: ActionItemStatus): Response {
  let updated: ActionItem | undefined;
  const change = <T extends ActionItem>(item: T): T => {
    if (item._id !== itemId) return item;
    updated = { ...item, status };
    return { ...item, status };
  };
  if (conversation) conversation.sessionSummary.actionItems = conversation.sessionSummary.actionItems.map(change);
  server.stats = { ...server.stats, actionItems: server.stats.actionItems.map(change) };
  if (!updated) return notFound();
  const { _id, item, deadline, createdAt } = updated;
  return apiOk('PUT /ai-coaching/conversations/:id/action-items/:itemId', { actionItem: { _id, item, status, deadline, createdAt } });
}
