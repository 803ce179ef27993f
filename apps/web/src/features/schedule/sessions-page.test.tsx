import { SUCCESS_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/schedule.js';
import { makeSession, renderSchedule } from './schedule-test-utils.js';

const table = () => screen.findByRole('table', { name: en.list.label });

describe('/coach/sessions', () => {
  it("asks for page 1 of 50 latest first and shows each time on the coach's clock", async () => {
    const session = makeSession({ scheduledDate: '2030-03-04T15:00:00.000Z', title: 'Quarterly review' });
    const { server } = renderSchedule({ path: '/coach/sessions', timezone: 'Asia/Tokyo', sessions: [session] });
    const row = within(await table()).getByRole('row', { name: /Quarterly review/ });
    // 15:00 UTC is midnight of the next day in Tokyo.
    expect(row).toHaveTextContent(/Mar 5, 2030, 12:00\sAM/);
    expect(row).toHaveTextContent('Jordan Taylor');
    expect(row).toHaveTextContent('60 min');
    expect(row).toHaveTextContent('Video call');
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date and time (Asia/Tokyo)' })).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/sessions?page=1&limit=50&sort=-scheduledDate')).toHaveLength(1);
  });

  it("names a client who deleted their account 'Deleted client'", async () => {
    const past = makeSession({ status: 'completed', title: 'Last review', client: { ...makeSession().client, firstName: '', lastName: '' } });
    renderSchedule({ path: '/coach/sessions', sessions: [past] });
    const row = await screen.findByRole('row', { name: /Last review/ });
    expect(row).toHaveTextContent('Deleted client');
  });

  it('highlights a booking waiting for confirmation and confirms it in place', async () => {
    const waiting = makeSession({ status: 'scheduled', requestedBy: 'client', title: 'Booked by Jordan' });
    const { server, user } = renderSchedule({ path: '/coach/sessions', sessions: [waiting, makeSession({ title: 'Already confirmed', scheduledDate: '2030-03-01T15:00:00.000Z' })] });
    const row = within(await table()).getByRole('row', { name: /Booked by Jordan/ });
    expect(within(row).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(within(await table()).getByRole('row', { name: /Already confirmed/ })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Confirm the session with Jordan Taylor/ }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionUpdated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH', `/sessions/${waiting._id}/confirm`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Booked by Jordan/ })).queryByRole('button')).not.toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Booked by Jordan/ })).getByText('Confirmed')).toBeInTheDocument();
  });

  it("filters by status and by days of the coach's zone", async () => {
    const { server, user } = renderSchedule({ path: '/coach/sessions', timezone: 'America/New_York', sessions: [makeSession()] });
    await table();
    await user.click(screen.getByRole('combobox', { name: en.filters.status }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    fireEvent.change(screen.getByLabelText(en.filters.from), { target: { value: '2030-03-01' } });
    fireEvent.change(screen.getByLabelText(en.filters.to), { target: { value: '2030-03-31' } });
    // Midnight in New York: 05:00 UTC in winter, 04:00 UTC once summer time began (8 March 2030).
    await waitFor(() =>
      expect(callsTo(server.calls, 'GET', /^\/sessions\?/).at(-1)?.path).toBe(
        '/sessions?page=1&limit=50&sort=-scheduledDate&status=cancelled&dateFrom=2030-03-01T05%3A00%3A00.000Z&dateTo=2030-04-01T04%3A00%3A00.000Z',
      ),
    );
    expect(await screen.findByText(en.list.noMatches)).toBeInTheDocument();
  });

  it('marks a late cancellation', async () => {
    const late = makeSession({
      status: 'cancelled',
      requestedBy: 'client',
      cancellation: { by: 'client', reason: 'Sick', at: '2030-03-04T10:00:00.000Z', late: true, waived: false },
    });
    renderSchedule({ path: '/coach/sessions', sessions: [late] });
    const row = within(await table()).getByRole('row', { name: /Career check-in/ });
    expect(within(row).getByText(en.late.cancellation)).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says when there are no sessions yet, and offers a new one', async () => {
    const { user, router } = renderSchedule({ path: '/coach/sessions' });
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: en.newSession })[0]!);
    expect(router.state.location.pathname).toBe('/coach/sessions/new');
  });

  it('says when the list fails to load, with a second try', async () => {
    let failures = 1;
    const { user } = renderSchedule({
      path: '/coach/sessions',
      sessions: [makeSession()],
      override: (call) => (call.path.startsWith('/sessions?') && failures-- > 0 ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    expect(await screen.findByText(en.list.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('/coach/sessions?view=calendar', () => {
  it("shows the month's sessions on the calendar, and opens one", async () => {
    const session = makeSession({ scheduledDate: new Date(Date.now() + 3_600_000).toISOString(), title: 'On the calendar' });
    const { server, user, router } = renderSchedule({ path: '/coach/sessions', sessions: [session] });
    await table();
    await user.click(screen.getByRole('button', { name: en.views.calendar }));
    const calendar = await screen.findByRole('region', { name: en.calendar.sessionsLabel });
    await user.click(await within(calendar).findByText(/Jordan Taylor · On the calendar/));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coach/sessions/${session._id}`));
    expect(callsTo(server.calls, 'GET', /^\/sessions\?dateFrom=.+&sort=scheduledDate&limit=100$/)).not.toHaveLength(0);
  });
});
