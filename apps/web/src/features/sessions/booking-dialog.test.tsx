import { SESSION_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/sessions.js';
import messages from '../../i18n/locales/en/messages.js';
import { callsTo, COACH_ID, freezeClock, makeSession, renderSessions, slot } from './sessions-test-utils.js';

beforeEach(freezeClock);
afterEach(() => vi.useRealTimers());

// Wednesday 6 March 2030: 14:00 and 15:00 UTC are 9 and 10 AM in New York, 2 and 3 PM in London.
const SLOTS = [slot('2030-03-06T14:00:00.000Z'), slot('2030-03-06T15:00:00.000Z'), slot('2030-03-07T20:00:00.000Z')];

async function openBooking(user: ReturnType<typeof renderSessions>['user']) {
  await user.click(await screen.findByRole('button', { name: en.list.bookSession }));
  return screen.findByRole('dialog', { name: en.booking.title });
}

describe('booking a session', () => {
  it("shows the coach's free times by day in the client's zone, books the chosen one and lists it as awaiting confirmation", async () => {
    const { user, server } = renderSessions({ path: '/client/sessions', slots: SLOTS });
    const dialog = await openBooking(user);
    const wednesday = await within(dialog).findByRole('group', { name: 'Wednesday, March 6' });
    expect(within(wednesday).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^9:00\sAM$/), expect.stringMatching(/^10:00\sAM$/)]);
    expect(within(dialog).getByRole('group', { name: 'Thursday, March 7' })).toHaveTextContent(/3:00\sPM/);
    expect(dialog).toHaveTextContent('Your coach keeps their hours in Europe/London.');
    expect(dialog).toHaveTextContent(en.booking.awaiting);
    // Two weeks from midnight in New York: the second week is on summer time.
    expect(callsTo(server.calls, 'GET', /^\/coaches\//)[0]!.path).toBe(
      `/coaches/${COACH_ID}/availability?from=2030-03-04T05%3A00%3A00.000Z&to=2030-03-18T04%3A00%3A00.000Z`,
    );

    const book = within(dialog).getByRole('button', { name: en.booking.confirm });
    expect(book).toBeDisabled();
    await user.click(within(wednesday).getByRole('button', { name: /10:00\sAM/ }));
    expect(within(wednesday).getByRole('button', { name: /10:00\sAM/ })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog).toHaveTextContent(/Chosen: Wed, Mar 6, 2030, 10:00\sAM – 11:00\sAM, America\/New York \(GMT-5\)/);
    await user.type(within(dialog).getByRole('textbox', { name: en.booking.titleLabel }), 'Promotion talk');
    await user.click(book);

    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCreated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/sessions').map((call) => call.body)).toEqual([{ scheduledDate: '2030-03-06T15:00:00.000Z', title: 'Promotion talk' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = await screen.findByRole('article', { name: 'Promotion talk' });
    expect(within(created).getByText(en.status.scheduled)).toBeInTheDocument();
    expect(created).toHaveTextContent(/Wed, Mar 6, 2030, 10:00\sAM/);
  });

  it('shows the times in another zone on request, and still books the same instant', async () => {
    const { user, server } = renderSessions({ path: '/client/sessions', slots: SLOTS });
    const dialog = await openBooking(user);
    await within(dialog).findByRole('group', { name: 'Wednesday, March 6' });
    await user.click(within(dialog).getByRole('combobox', { name: en.booking.zone }));
    await user.click(await screen.findByRole('option', { name: /^Europe\/London/ }));

    const wednesday = within(dialog).getByRole('group', { name: 'Wednesday, March 6' });
    expect(within(wednesday).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^2:00\sPM$/), expect.stringMatching(/^3:00\sPM$/)]);
    expect(within(dialog).getByRole('group', { name: 'Thursday, March 7' })).toHaveTextContent(/8:00\sPM/);
    await user.click(within(wednesday).getByRole('button', { name: /3:00\sPM/ }));
    expect(dialog).toHaveTextContent(/Chosen: Wed, Mar 6, 2030, 3:00\sPM – 4:00\sPM, Europe\/London \(GMT(\+0)?\)/);
    await user.click(within(dialog).getByRole('button', { name: en.booking.confirm }));

    await waitFor(() => expect(callsTo(server.calls, 'POST', '/sessions').map((call) => call.body)).toEqual([{ scheduledDate: '2030-03-06T15:00:00.000Z' }]));
    // Its pages follow the zone shown: from midnight in London.
    expect(callsTo(server.calls, 'GET', /^\/coaches\//).at(-1)!.path).toContain('from=2030-03-04T00%3A00%3A00.000Z&to=2030-03-18T00%3A00%3A00.000Z');
    // The list keeps the client's own zone.
    expect(await screen.findByRole('article', { name: 'Coaching session' })).toHaveTextContent(/10:00\sAM – 11:00\sAM/);
  });

  it('pages through the next weeks, two at a time', async () => {
    const { user, server } = renderSessions({ path: '/client/sessions', slots: [...SLOTS, slot('2030-03-20T14:00:00.000Z')] });
    const dialog = await openBooking(user);
    await within(dialog).findByRole('group', { name: 'Wednesday, March 6' });
    expect(within(dialog).getByRole('button', { name: en.booking.earlier })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: en.booking.later }));
    expect(await within(dialog).findByRole('group', { name: 'Wednesday, March 20' })).toHaveTextContent(/10:00\sAM/);
    expect(within(dialog).queryByRole('group', { name: 'Wednesday, March 6' })).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /^\/coaches\//).at(-1)!.path).toContain('from=2030-03-18T04%3A00%3A00.000Z&to=2030-04-01T04%3A00%3A00.000Z');
  });

  it('says when the client has no coach yet', async () => {
    const { user, server } = renderSessions({ path: '/client/sessions', coachId: null });
    const dialog = await openBooking(user);
    expect(dialog).toHaveTextContent(en.booking.noCoach);
    expect(callsTo(server.calls, 'GET', /^\/coaches\//)).toHaveLength(0);
  });

  it('opens from the dashboard link (?book=1)', async () => {
    renderSessions({ path: '/client/sessions?book=1', slots: SLOTS });
    expect(await screen.findByRole('dialog', { name: en.booking.title })).toBeInTheDocument();
  });
});

describe('rescheduling and cancelling', () => {
  it('moves a session to another free time', async () => {
    const session = makeSession({ scheduledDate: '2030-03-12T14:00:00.000Z' });
    const { user, server } = renderSessions({ path: '/client/sessions', sessions: [session], slots: SLOTS });
    await user.click(within(await screen.findByRole('article', { name: session.title })).getByRole('button', { name: en.actions.reschedule }));
    const dialog = await screen.findByRole('dialog', { name: `Reschedule “${session.title}”` });
    // Outside the coach's notice: nothing to warn about.
    expect(within(dialog).queryByText(en.lateWarning)).not.toBeInTheDocument();
    await user.click(within(await within(dialog).findByRole('group', { name: 'Wednesday, March 6' })).getByRole('button', { name: /9:00\sAM/ }));
    await user.click(within(dialog).getByRole('button', { name: en.booking.rescheduleConfirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionUpdated)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', `/sessions/${session._id}`).map((call) => call.body)).toEqual([{ scheduledDate: '2030-03-06T14:00:00.000Z' }]);
  });

  it('offers no Reschedule when the coach does not allow it, only Cancel', async () => {
    const session = makeSession({ scheduledDate: '2030-03-12T14:00:00.000Z', policy: { lateFrom: '2030-03-11T14:00:00.000Z', allowRescheduling: false } });
    renderSessions({ path: '/client/sessions', sessions: [session], slots: SLOTS });
    const card = await screen.findByRole('article', { name: session.title });
    expect(within(card).queryByRole('button', { name: en.actions.reschedule })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: en.actions.cancel })).toBeInTheDocument();
  });

  it('shows why the coach refuses a reschedule made from a page opened before they turned rescheduling off', async () => {
    const session = makeSession({ scheduledDate: '2030-03-12T14:00:00.000Z' });
    const { user } = renderSessions({ path: '/client/sessions', sessions: [session], slots: SLOTS, allowRescheduling: false });
    await user.click(within(await screen.findByRole('article', { name: session.title })).getByRole('button', { name: en.actions.reschedule }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(await within(dialog).findByRole('group', { name: 'Wednesday, March 6' })).getByRole('button', { name: /9:00\sAM/ }));
    await user.click(within(dialog).getByRole('button', { name: en.booking.rescheduleConfirm }));
    expect(await within(dialog).findByText(SESSION_MESSAGES.reschedulingOff)).toBeInTheDocument();
  });

  it('needs a reason to cancel, warns close to the start, and says when the cancellation was recorded as late', async () => {
    // Tomorrow at 10 AM in New York: 27 hours away, inside this coach's notice of 48 hours.
    const session = makeSession({
      scheduledDate: '2030-03-05T15:00:00.000Z',
      policy: { lateFrom: '2030-03-03T15:00:00.000Z', allowRescheduling: true },
    });
    const { user, server } = renderSessions({ path: '/client/sessions', sessions: [session] });
    await user.click(within(await screen.findByRole('article', { name: session.title })).getByRole('button', { name: en.actions.cancel }));
    const dialog = await screen.findByRole('dialog', { name: en.cancel.title });
    expect(dialog).toHaveTextContent(en.lateWarning);
    const reason = within(dialog).getByRole('textbox', { name: en.cancel.reason });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    expect(await within(dialog).findByText(messages.session.reasonRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')).toHaveLength(0);

    server.notice = 48;
    await user.type(reason, 'Travelling for work');
    await user.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCancelled)).toBeInTheDocument();
    expect(await screen.findByText(en.cancel.lateResult)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH', `/sessions/${session._id}/cancel`).map((call) => call.body)).toEqual([{ reason: 'Travelling for work' }]);
    const past = await screen.findByRole('region', { name: en.list.past });
    expect(within(await within(past).findByRole('article', { name: session.title })).getByText(en.list.late)).toBeInTheDocument();
  });

  it('does not warn, nor report lateness, far from the start', async () => {
    const session = makeSession({ scheduledDate: '2030-03-20T15:00:00.000Z' });
    const { user } = renderSessions({ path: '/client/sessions', sessions: [session] });
    await user.click(within(await screen.findByRole('article', { name: session.title })).getByRole('button', { name: en.actions.cancel }));
    const dialog = await screen.findByRole('dialog', { name: en.cancel.title });
    expect(within(dialog).queryByText(en.lateWarning)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: en.cancel.reason }), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCancelled)).toBeInTheDocument();
    expect(screen.queryByText(en.cancel.lateResult)).not.toBeInTheDocument();
  });
});
