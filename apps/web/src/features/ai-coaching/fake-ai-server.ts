import type { ActionItem, ActionItemStatus, AiConversation, AiMessage, AiStats, Guardrails, User } from '@coaching/contract';
import { jsonResponse } from '../../test/render.js';
import { makeConversation, makeMessage, sseResponse } from './ai-coaching-fixtures.js';

export type FetchCall = { path: string; method: string; body: unknown };
export type FakeAiServer = { user: User; conversations: AiConversation[]; guardrails: Guardrails; stats: AiStats; calls: FetchCall[] };

const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });
const notFound = () => jsonResponse(404, { success: false, error: { message: 'Conversation not found', code: 'NOT_FOUND' } });

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

  if (pathname === '/auth/me') return ok({ user: server.user });
  if (pathname === '/ai-coaching/stats') return ok(server.stats);
  if (pathname.startsWith('/ai-coaching/guardrails/')) return ok({ guardrails: server.guardrails });
  if (pathname === '/ai-coaching/conversations' && call.method === 'GET') {
    const status = new URLSearchParams(search).get('status');
    const listed = server.conversations.filter((c) => !status || c.status === status);
    return ok({ conversations: listed, pagination: { page: 1, limit: 20, total: listed.length } });
  }
  if (pathname === '/ai-coaching/conversations' && call.method === 'POST') {
    const created = makeConversation({ title: String(body?.title || 'New coaching conversation'), focusAreas: body?.focusAreas as string[], messages: [], createdAt: new Date().toISOString() });
    server.conversations.push(created);
    if (!body?.title) untitled.add(created);
    return ok({ conversation: created }, 201);
  }
  if (action === 'action-items' && call.method === 'PUT') return setActionItem(server, conversation, itemId, body?.status as ActionItemStatus);
  if (!conversation) return notFound();
  if (!action && call.method === 'GET') return ok({ conversation });
  if (!action && call.method === 'DELETE') {
    server.conversations = server.conversations.filter((c) => c !== conversation);
    return ok(null);
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
    return ok({ conversation });
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
  return ok({ actionItem: { _id, item, status, deadline, createdAt } });
}
