import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/sessions.js';
import { apiFail, callsTo, freezeClock, makeSession, renderSessions } from './sessions-test-utils.js';

const section = (name: string) => screen.findByRole('region', { name });
const card = (scope: HTMLElement, title: string) => within(scope).getByRole('article', { name: title });

beforeEach(freezeClock);
afterEach(() => vi.useRealTimers());

describe('/client/sessions', () => {
  it('lists upcoming sessions soonest first and past ones latest first, at their times in the viewer’s zone', async () => {
    const later = makeSession({ title: 'Goal review', scheduledDate: '2030-03-12T14:00:00.000Z', status: 'scheduled' });
    const sooner = makeSession({ title: 'Career check-in', scheduledDate: '2030-03-05T15:00:00.000Z' });
    const older = makeSession({ title: 'Kick-off', scheduledDate: '2030-02-11T15:00:00.000Z', status: 'completed' });
    const newer = makeSession({
      title: 'Mid-point',
      scheduledDate: '2030-02-25T15:30:00.000Z',
      status: 'cancelled',
      cancellation: { by: 'client', reason: 'Ill', at: '2030-02-25T09:00:00.000Z', late: true, waived: false },
    });
    renderSessions({ path: '/client/sessions', sessions: [later, older, sooner, newer] });

    const upcoming = await section(en.list.upcoming);
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(2));
    expect(within(upcoming).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Career check-in', 'Goal review']);
    // New York: EST before 10 March, EDT after, so both read 10 AM.
    expect(card(upcoming, 'Career check-in')).toHaveTextContent(/Tue, Mar 5, 2030, 10:00\sAM – 11:00\sAM/);
    expect(card(upcoming, 'Goal review')).toHaveTextContent(/Tue, Mar 12, 2030, 10:00\sAM – 11:00\sAM/);
    expect(card(upcoming, 'Career check-in')).toHaveTextContent('60 min · Video call');
    expect(within(card(upcoming, 'Career check-in')).getByText(en.status.confirmed)).toBeInTheDocument();
    expect(within(card(upcoming, 'Goal review')).getByText(en.status.scheduled)).toBeInTheDocument();
    expect(card(upcoming, 'Goal review')).toHaveTextContent(en.awaitingHint);
    expect(within(card(upcoming, 'Career check-in')).getByRole('link', { name: 'Career check-in' })).toHaveAttribute('href', `/client/sessions/${sooner._id}`);

    const past = await section(en.list.past);
    await waitFor(() => expect(within(past).getAllByRole('article')).toHaveLength(2));
    expect(within(past).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Mid-point', 'Kick-off']);
    expect(card(past, 'Mid-point')).toHaveTextContent(/Mon, Feb 25, 2030, 10:30\sAM – 11:30\sAM/);
    expect(within(card(past, 'Mid-point')).getByText(en.list.late)).toBeInTheDocument();
    expect(within(card(past, 'Kick-off')).getByRole('link', { name: en.list.giveFeedback })).toHaveAttribute('href', `/client/sessions/${older._id}#feedback`);
    // Only what is still to come can be moved or cancelled.
    expect(within(past).queryByRole('button', { name: en.actions.reschedule })).not.toBeInTheDocument();
  });

  it('shows the same sessions at other times to a viewer in another zone', async () => {
    renderSessions({ path: '/client/sessions', timezone: 'Asia/Tokyo', sessions: [makeSession({ scheduledDate: '2030-03-05T15:00:00.000Z' })] });
    const upcoming = await section(en.list.upcoming);
    expect(await within(upcoming).findByRole('article')).toHaveTextContent(/Wed, Mar 6, 2030, 12:00\sAM – 1:00\sAM/);
  });

  it('says when there is nothing to show yet', async () => {
    const { server } = renderSessions({ path: '/client/sessions' });
    expect(await screen.findByText(en.list.upcomingEmpty)).toBeInTheDocument();
    expect(await screen.findByText(en.list.pastEmpty)).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/sessions?status=scheduled%2Cconfirmed%2Cin_progress&sort=scheduledDate&page=1&limit=10')).toHaveLength(1);
    expect(callsTo(server.calls, 'GET', '/sessions?status=completed%2Ccancelled%2Cno_show&sort=-scheduledDate&page=1&limit=10')).toHaveLength(1);
  });

  it('pages through many past sessions', async () => {
    const sessions = Array.from({ length: 12 }, (_, index) =>
      makeSession({ title: `Session ${index + 1}`, status: 'completed', scheduledDate: new Date(Date.UTC(2030, 0, 1 + index, 15)).toISOString() }),
    );
    const { user } = renderSessions({ path: '/client/sessions', sessions });
    const past = await section(en.list.past);
    await waitFor(() => expect(within(past).getAllByRole('article')).toHaveLength(10));
    expect(within(past).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Session 12');
    await user.click(within(past).getByRole('button', { name: /page 2/ }));
    await waitFor(() => expect(within(past).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Session 2', 'Session 1']));
  });

  it('says the list failed and loads it again on request', async () => {
    let failures = 1;
    const { user } = renderSessions({
      path: '/client/sessions',
      sessions: [makeSession()],
      override: (call) => (call.path.startsWith('/sessions?status=scheduled') && failures-- > 0 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const upcoming = await section(en.list.upcoming);
    expect(await within(upcoming).findByText(en.list.loadFailed)).toBeInTheDocument();
    await user.click(within(upcoming).getByRole('button', { name: en.list.tryAgain }));
    expect(await within(upcoming).findByRole('article', { name: 'Career check-in' })).toBeInTheDocument();
  });

  it('shows the calendar feed address and replaces it only after confirmation', async () => {
    const { user, server } = renderSessions({ path: '/client/sessions' });
    const address = await screen.findByRole('textbox', { name: en.calendar.address });
    expect(address).toHaveValue('https://coaching.example.com/api/calendar/feed-one.ics');
    expect(screen.getByText(en.calendar.google)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.calendar.rotate }));
    const dialog = await screen.findByRole('dialog', { name: en.calendar.rotateTitle });
    expect(dialog).toHaveTextContent(en.calendar.rotateText);
    await user.click(within(dialog).getByRole('button', { name: en.calendar.rotateKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/calendar/feed/rotate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: en.calendar.rotate }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.calendar.rotateConfirm }));
    await waitFor(() => expect(address).toHaveValue('https://coaching.example.com/api/calendar/feed-two.ics'));
    expect(await screen.findByText(en.calendar.rotated)).toBeInTheDocument();
  });

  it('copies the calendar address', async () => {
    const { user } = renderSessions({ path: '/client/sessions' });
    await screen.findByRole('textbox', { name: en.calendar.address });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: en.calendar.copy }));
    expect(writeText).toHaveBeenCalledWith('https://coaching.example.com/api/calendar/feed-one.ics');
    expect(await screen.findByText(en.calendar.copied)).toBeInTheDocument();
  });

  it('downloads a session as a calendar file', async () => {
    const session = makeSession();
    const { user, server } = renderSessions({ path: '/client/sessions', sessions: [session] });
    // jsdom has no object URLs; the download is an anchor's click.
    URL.createObjectURL = vi.fn(() => 'blob:session');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const upcoming = await section(en.list.upcoming);
    await user.click(within(await within(upcoming).findByRole('article')).getByRole('button', { name: en.actions.addToCalendar }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(server.calls, 'GET', `/sessions/${session._id}/ics`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`session-${session._id}.ics`);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:session');
  });
});
