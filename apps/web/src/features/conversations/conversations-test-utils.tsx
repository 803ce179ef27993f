import { coachClientList, makeCoachClient } from '../../test/factories.js';
import { AI_COACHING_MESSAGES, type AiConfig, type Conversation, type ConversationMessage, type Role, type User, type UserEvent } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { apiFail, apiOk, controlledStream, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { useUserEvents } from '../../realtime/use-user-events.js';
import { ConversationPage } from './conversation-page.js';
import { ConversationsPage } from './conversations-page.js';
import { CLIENT_ID, COACH_ID, makeAnalytics, makeConversation, makeSuggestions } from './conversations-fixtures.js';
import { EditConversationPage } from './edit-conversation-page.js';
import { NewConversationPage } from './new-conversation-page.js';

export * from './conversations-fixtures.js';

export type FakeConversationsServer = {
  conversations: Conversation[];
  messages: Map<string, ConversationMessage[]>;
  unread: number;
  calls: FetchCall[];
  /** Sends one event down the user's event stream. */
  emit: (event: UserEvent) => void;
};

type Options = {
  role?: Extract<Role, 'coach' | 'client'>;
  path: string;
  conversations?: Conversation[];
  messages?: Record<string, ConversationMessage[]>;
  unread?: number;
  override?: (call: FetchCall) => FakeReply | undefined;
  /** The signed-in coach's settings (coachSettings on their user). */
  coachSettings?: User['coachSettings'];
};

/** The page inside what the shell gives it: the user's event stream. */
function WithEvents() {
  useUserEvents();
  return <Outlet />;
}

/** Signs in as the test client (or coach), stubs a small in-memory conversations API and renders the conversation routes. */
export function renderConversations(options: Options) {
  const role = options.role ?? 'client';
  const user = testUser({ role, _id: role === 'coach' ? COACH_ID : CLIENT_ID, email: `${role}@example.com`, ...(options.coachSettings ? { coachSettings: options.coachSettings } : {}) });
  const stream = controlledStream();
  const server: FakeConversationsServer = {
    conversations: options.conversations ?? [],
    messages: new Map(Object.entries(options.messages ?? {})),
    unread: options.unread ?? 0,
    calls: [],
    emit: (event) => stream.send(event),
  };
  stubApi((call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user });
    if (call.path.startsWith('/events')) return stream.response;
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call, role);
  });
  storeSession(user);
  const base = role === 'coach' ? '/coach/conversations' : '/client/conversations';
  const view = renderRoutes(
    [
      {
        element: <WithEvents />,
        children: [
          { path: base, element: <ConversationsPage /> },
          { path: `${base}/new`, element: <NewConversationPage /> },
          { path: `${base}/:conversationId`, element: <ConversationPage /> },
          { path: `${base}/:conversationId/edit`, element: <EditConversationPage /> },
        ],
      },
    ],
    options.path,
  );
  return { ...view, server, user: userEvent.setup() };
}

function handle(server: FakeConversationsServer, call: FetchCall, role: Role): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  const [, , id, action] = pathname.split('/');
  const conversation = server.conversations.find((c) => c._id === id);
  if (pathname === '/coach/clients') return apiOk('GET /coach/clients', coachClientList([makeCoachClient(CLIENT_ID, 'Jordan', 'Taylor')]));
  if (pathname === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: server.unread });
  if (pathname === '/conversations' && call.method === 'GET') {
    const query = new URLSearchParams(search);
    const words = query.get('search')?.toLowerCase();
    const listed = server.conversations.filter((c) => (!words || c.title.toLowerCase().includes(words)) && (!query.get('status') || c.status === query.get('status')));
    return apiOk('GET /conversations', { conversations: listed, pagination: { page: Number(query.get('page') ?? 1), limit: 20, total: listed.length } });
  }
  if (pathname === '/conversations' && call.method === 'POST') {
    const body = call.body as { title: string; clientId?: string };
    const created = makeConversation({ role }, { title: body.title });
    server.conversations.push(created);
    return apiOk('POST /conversations', { conversation: created }, { message: 'Conversation created successfully' });
  }
  if (pathname.startsWith('/ai/suggestions/') && call.method === 'POST') return apiOk('POST /ai/suggestions/:id', { suggestions: makeSuggestions() });
  if (pathname.startsWith('/ai/config/') && call.method === 'PUT') {
    const configured = server.conversations.find((c) => c._id === action);
    if (!configured) return apiFail(404, 'Conversation not found', 'NOT_FOUND');
    configured.aiConfig = { ...configured.aiConfig, ...(call.body as { config: Partial<AiConfig> }).config };
    return apiOk('PUT /ai/config/:id', { conversation: configured }, { message: AI_COACHING_MESSAGES.aiConfigUpdated });
  }
  if (!conversation) return apiFail(404, 'Conversation not found', 'NOT_FOUND');
  const messages = server.messages.get(conversation._id) ?? [];
  if (action === 'messages' && call.method === 'GET') return apiOk('GET /conversations/:id/messages', { messages: messages.toReversed(), nextCursor: null });
  if (action === 'messages' && call.method === 'POST') {
    const message: ConversationMessage = {
      _id: crypto.randomUUID(),
      conversationId: conversation._id,
      role: role === 'coach' ? 'coach' : 'client',
      senderId: role === 'coach' ? COACH_ID : CLIENT_ID,
      content: (call.body as { content: string }).content.trim(),
      timestamp: new Date().toISOString(),
      metadata: { messageType: 'text' },
    };
    server.messages.set(conversation._id, [...messages, message]);
    Object.assign(conversation, { lastMessage: message, updatedAt: message.timestamp });
    return apiOk('POST /conversations/:id/messages', { message, conversation });
  }
  if (action === 'read') {
    server.unread = Math.max(0, server.unread - conversation.unreadCount);
    conversation.unreadCount = 0;
    return apiOk('PUT /conversations/:id/read', { conversation });
  }
  if (action === 'analytics') return apiOk('GET /conversations/:id/analytics', { analytics: makeAnalytics({ totalMessages: messages.length }) });
  if (action === 'typing') return apiOk('POST /conversations/:id/typing', null);
  if (call.method === 'PUT' && action === undefined) {
    Object.assign(conversation, call.body);
    return apiOk('PUT /conversations/:id', { conversation }, { message: 'Conversation updated successfully' });
  }
  if (call.method === 'DELETE') {
    conversation.status = 'archived';
    return apiOk('DELETE /conversations/:id', { conversation }, { message: 'Conversation archived successfully' });
  }
  return apiOk('GET /conversations/:id', { conversation });
}
