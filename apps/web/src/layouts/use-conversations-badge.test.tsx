import type { UserEvent } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMessage } from '../features/conversations/conversations-fixtures.js';
import { apiOk, controlledStream, stubApi } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import ClientShell from './client-shell.js';
import CoachShell from './coach-shell.js';

const CONVERSATION_ID = '0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b';

/** A shell whose unread count the test sets, and whose event stream it writes to. */
function renderShell(role: 'client' | 'coach', Shell: () => React.JSX.Element) {
  const user = testUser({ role });
  storeSession(user);
  const stream = controlledStream();
  const state = { unread: 2 };
  stubApi(({ path }) => {
    if (path.startsWith('/events')) return stream.response;
    if (path === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: state.unread });
    if (path.startsWith('/notifications')) return apiOk('GET /notifications', { notifications: [], unread: 0, pagination: { page: 1, limit: 8, total: 0 } });
    return apiOk('GET /auth/me', { user });
  });
  renderRoutes([{ path: `/${role}`, element: <Shell />, children: [{ index: true, element: <h1>Home page</h1> }] }], `/${role}`);
  return { state, emit: (event: UserEvent) => stream.send(event) };
}

const conversationsLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Conversations/ });

// The admin shell's badge counts open safety alerts instead: use-open-alerts-badge.test.tsx.
describe('conversations badge', () => {
  it.each([
    ['client', ClientShell],
    ['coach', CoachShell],
  ] as const)('shows the real unread count in the %s shell and follows it live', async (role, Shell) => {
    const { state, emit } = renderShell(role, Shell);
    await screen.findByTestId('shell-role-label');
    await waitFor(() => expect(within(conversationsLink()).getByText('2')).toBeInTheDocument());

    state.unread = 3;
    emit({ type: 'conversation.message', data: { conversationId: CONVERSATION_ID, message: makeMessage(CONVERSATION_ID, 'coach', 'Hello') } });
    await waitFor(() => expect(within(conversationsLink()).getByText('3')).toBeInTheDocument());

    state.unread = 0;
    emit({ type: 'conversation.read', data: { conversationId: CONVERSATION_ID, userId: testUser()._id, readUpTo: new Date().toISOString() } });
    await waitFor(() => expect(within(conversationsLink()).queryByText('3')).not.toBeInTheDocument());
  });
});
