import type { UserEvent } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotification, notificationsReply, type FakeNotifications } from '../features/notifications/notifications-fixtures.js';
import en from '../i18n/locales/en/notifications.js';
import { apiOk, callsTo, controlledStream, stubApi, type FetchCall } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import AdminShell from './admin-shell.js';
import ClientShell from './client-shell.js';
import CoachShell from './coach-shell.js';

const SHELLS = { client: ClientShell, coach: CoachShell, admin: AdminShell } as const;

/** A shell with an in-memory notifications API, whose event stream the test writes to. */
function renderShell(role: keyof typeof SHELLS, server: FakeNotifications) {
  const user = testUser({ role });
  storeSession(user);
  const stream = controlledStream();
  const calls: FetchCall[] = [];
  stubApi((call) => {
    if (call.path.startsWith('/events')) return stream.response;
    if (call.path === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: 0 });
    calls.push(call);
    return notificationsReply(server, call) ?? apiOk('GET /auth/me', { user });
  });
  const Shell = SHELLS[role];
  const view = renderRoutes(
    [{ path: `/${role}`, element: <Shell />, children: [{ index: true, element: <h1>Home page</h1> }, { path: '*', element: <h1>Elsewhere</h1> }] }],
    `/${role}`,
  );
  return { ...view, calls, emit: (event: UserEvent) => stream.send(event), user: userEvent.setup() };
}

const bell = (count: number) => screen.findByRole('button', { name: count === 0 ? en.bell_zero : `Notifications, ${count} unread` });

async function openMenu(view: ReturnType<typeof renderShell>, count: number) {
  await view.user.click(await bell(count));
  return screen.findByRole('menu', { name: en.menuLabel });
}

describe('notification bell', () => {
  it.each(['client', 'coach', 'admin'] as const)('shows the unread count in the %s shell', async (role) => {
    renderShell(role, { notifications: [makeNotification(), makeNotification(), makeNotification({ read: true })] });
    const button = await bell(2);
    expect(within(button).getByText('2')).toBeInTheDocument();
  });

  it('words each notification from its type and data, unread ones marked', async () => {
    const view = renderShell('coach', {
      notifications: [
        makeNotification(),
        makeNotification({ type: 'safety.alert', data: { personName: 'Jordan Taylor', level: 'crisis' }, link: '/coach/ai-coaching' }),
        makeNotification({ type: 'safety.alert', data: { personName: 'Alex Kim', level: 'concern' }, link: '/coach/ai-coaching', read: true }),
      ],
    });
    const menu = await openMenu(view, 2);
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('New message from Sarah Mitchell');
    expect(items[0]).toHaveTextContent('In “Leading my new team”');
    expect(items[0]).toHaveTextContent('See you Thursday');
    expect(items[0]).toHaveTextContent('5 minutes ago · Unread');
    expect(items[1]).toHaveTextContent('Safety alert: Jordan Taylor');
    expect(items[2]).toHaveTextContent('Safety check-in suggested: Alex Kim');
    expect(items[2]).not.toHaveTextContent(en.unreadMark);
    // Coaches have no notifications page: the menu is all.
    expect(within(menu).queryByRole('menuitem', { name: en.seeAll })).not.toBeInTheDocument();
  });

  it('marks a notification read and opens its link on a click', async () => {
    const first = makeNotification();
    const view = renderShell('client', { notifications: [first, makeNotification()] });
    const menu = await openMenu(view, 2);
    await view.user.click(within(menu).getAllByRole('menuitem')[0]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(first.link));
    expect(callsTo(view.calls, 'PUT', `/notifications/${first._id}/read`)).toHaveLength(1);
    expect(await bell(1)).toBeInTheDocument();
  });

  it('marks all read, and leads clients to their notifications page', async () => {
    const view = renderShell('client', { notifications: [makeNotification(), makeNotification()] });
    const menu = await openMenu(view, 2);
    await view.user.click(within(menu).getByRole('menuitem', { name: en.markAllRead }));
    expect(callsTo(view.calls, 'PUT', '/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.markAllRead })).toHaveAttribute('aria-disabled', 'true'));
    await view.user.click(within(menu).getByRole('menuitem', { name: en.seeAll }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/notifications'));
    expect(await bell(0)).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    const view = renderShell('admin', { notifications: [] });
    const menu = await openMenu(view, 0);
    expect(within(menu).getByText(en.empty)).toBeInTheDocument();
  });

  it('follows new and read notifications live', async () => {
    const server: FakeNotifications = { notifications: [makeNotification()] };
    const view = renderShell('client', server);
    await bell(1);

    const created = makeNotification({ type: 'safety.alert', data: { personName: 'Jordan Taylor', level: 'concern' } });
    server.notifications.unshift(created);
    view.emit({ type: 'notification.created', data: { notification: created } });
    expect(await bell(2)).toBeInTheDocument();

    // Read on another of the user's pages.
    server.notifications.forEach((notification) => (notification.read = true));
    view.emit({ type: 'notification.read', data: { all: true } });
    expect(await bell(0)).toBeInTheDocument();
  });
});
