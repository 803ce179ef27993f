import type { Permission } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOk, controlledStream, stubApi } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import AdminShell from './admin-shell.js';

const ALERT_ID = '0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b';
const CLIENT_ID = '1c8f2a6d-8b1f-4e9f-8b62-4d3e2f1a0b9c';

/** The admin shell with a fake API whose open alert count the test sets, and an event stream it writes to. */
function renderAdminShell(permissions: Permission[]) {
  const user = testUser({ role: 'admin', permissions });
  storeSession(user);
  const stream = controlledStream();
  const state = { openAlerts: 4, summaryCalls: 0 };
  stubApi(({ path }) => {
    if (path.startsWith('/events')) return stream.response;
    if (path === '/admin/conversations/summary') {
      state.summaryCalls += 1;
      return apiOk('GET /admin/conversations/summary', { openAlerts: state.openAlerts, flaggedConversations: state.openAlerts });
    }
    if (path === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: 9 });
    if (path.startsWith('/notifications')) return apiOk('GET /notifications', { notifications: [], unread: 0, pagination: { page: 1, limit: 8, total: 0 } });
    return apiOk('GET /auth/me', { user });
  });
  renderRoutes([{ path: '/admin', element: <AdminShell />, children: [{ index: true, element: <h1>Home page</h1> }] }], '/admin');
  return { state, stream };
}

const conversationsLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Conversations/ });

describe("the admin shell's Conversations badge", () => {
  it('shows the real count of open safety alerts, not unread messages, and follows alerts raised and reviewed live', async () => {
    const { state, stream } = renderAdminShell(['conversations.oversee']);
    await waitFor(() => expect(within(conversationsLink()).getByText('4')).toBeInTheDocument());
    expect(within(conversationsLink()).queryByText('9')).not.toBeInTheDocument();

    state.openAlerts = 5;
    stream.send({
      type: 'safety.alert',
      data: { alertId: ALERT_ID, clientId: CLIENT_ID, clientName: 'Riley Chen', conversationId: null, level: 'concern', kind: 'self_harm', at: new Date().toISOString() },
    });
    await waitFor(() => expect(within(conversationsLink()).getByText('5')).toBeInTheDocument());

    state.openAlerts = 0;
    stream.send({ type: 'safety.alert-changed', data: { alertId: ALERT_ID, clientId: CLIENT_ID, status: 'acknowledged', at: new Date().toISOString() } });
    await waitFor(() => expect(within(conversationsLink()).queryByText('5')).not.toBeInTheDocument());
    expect(within(conversationsLink()).queryByText('0')).not.toBeInTheDocument();
  });

  it('shows no badge, and asks for no count, for an admin without conversations.oversee', async () => {
    const { state } = renderAdminShell(['analytics.view']);
    await screen.findByTestId('shell-role-label');
    expect(conversationsLink()).toBeInTheDocument();
    expect(within(conversationsLink()).queryByText(/\d/)).not.toBeInTheDocument();
    expect(state.summaryCalls).toBe(0);
  });
});
