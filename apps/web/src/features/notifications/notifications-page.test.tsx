import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/notifications.js';
import { apiFail, apiOk, callsTo, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { makeNotification, notificationsReply, type FakeNotifications } from './notifications-fixtures.js';
import { NotificationsPage } from './notifications-page.js';

function renderPage(server: FakeNotifications, override?: (call: FetchCall) => FakeReply | undefined) {
  const user = testUser();
  storeSession(user);
  const calls: FetchCall[] = [];
  stubApi((call) => {
    calls.push(call);
    return override?.(call) ?? notificationsReply(server, call) ?? apiOk('GET /auth/me', { user });
  });
  const view = renderRoutes(
    [
      { path: '/client/notifications', element: <NotificationsPage /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    '/client/notifications',
  );
  return { ...view, calls, user: userEvent.setup() };
}

const list = () => screen.findByRole('list', { name: en.listLabel });

describe('/client/notifications', () => {
  it('lists the notifications 20 a page, and opening one marks it read', async () => {
    const notifications = Array.from({ length: 25 }, () => makeNotification());
    const view = renderPage({ notifications });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    expect(callsTo(view.calls, 'GET', '/notifications?page=1&limit=20')).toHaveLength(1);
    const [item] = within(await list()).getAllByRole('listitem');
    expect(item).toHaveTextContent('New message from Sarah Mitchell');
    expect(item).toHaveTextContent('5 minutes ago · Unread');

    await view.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: en.listLabel })).getAllByRole('listitem')).toHaveLength(5));

    await view.user.click(within(await list()).getAllByRole('button', { name: /New message/ })[0]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(notifications[20]!.link));
    expect(callsTo(view.calls, 'PUT', `/notifications/${notifications[20]!._id}/read`)).toHaveLength(1);
  });

  it('marks one read where it stands, and filters to the unread ones', async () => {
    const first = makeNotification();
    const view = renderPage({ notifications: [first, makeNotification({ read: true })] });
    await view.user.click(within(await list()).getByRole('button', { name: en.markRead }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: en.listLabel })).queryByRole('button', { name: en.markRead })).not.toBeInTheDocument());
    expect(callsTo(view.calls, 'PUT', `/notifications/${first._id}/read`)).toHaveLength(1);

    await view.user.click(screen.getByRole('switch', { name: en.unreadOnly }));
    expect(await screen.findByText(en.emptyUnread)).toBeInTheDocument();
    expect(callsTo(view.calls, 'GET', '/notifications?page=1&limit=20&unread=true')).toHaveLength(1);
  });

  it('marks all read', async () => {
    const view = renderPage({ notifications: [makeNotification(), makeNotification()] });
    await list();
    await view.user.click(screen.getByRole('button', { name: en.markAllRead }));
    await waitFor(() => expect(screen.getByRole('button', { name: en.markAllRead })).toBeDisabled());
    expect(callsTo(view.calls, 'PUT', '/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByText(/· Unread$/)).not.toBeInTheDocument();
  });

  it("words a coach's change to the client's goal, with the goal, and leads to the goals", async () => {
    const goalId = crypto.randomUUID();
    const update = makeNotification({ type: 'goal.updated', data: { goalId, goalTitle: 'Run a 10k', personName: 'Sarah Mitchell' }, link: '/client/goals' });
    const view = renderPage({ notifications: [update] });
    const [item] = within(await list()).getAllByRole('listitem');
    expect(item).toHaveTextContent('Sarah Mitchell updated your goal');
    expect(item).toHaveTextContent('Goal: “Run a 10k”');
    await view.user.click(within(item!).getByRole('button', { name: /updated your goal/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/goals'));
  });

  it('says when there are none yet', async () => {
    renderPage({ notifications: [] });
    expect(await screen.findByText(en.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.markAllRead })).toBeDisabled();
  });

  it('shows a failed load with a second try', async () => {
    let failures = 1;
    const view = renderPage({ notifications: [makeNotification()] }, (call) =>
      call.path.startsWith('/notifications?') && failures-- > 0 ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined,
    );
    expect(await screen.findByText(en.loadFailed)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await list()).toBeInTheDocument();
  });
});
