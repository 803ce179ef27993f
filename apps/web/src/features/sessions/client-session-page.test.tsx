import { SUCCESS_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/sessions.js';
import { callsTo, freezeClock, makeSession, renderSessions } from './sessions-test-utils.js';

beforeEach(freezeClock);
afterEach(() => vi.useRealTimers());

const rating = (aspect: string) => screen.getByRole('group', { name: aspect });

describe('/client/sessions/:id', () => {
  it('shows the session in the viewer’s zone, with the coach, a safe meeting link and what can be done', async () => {
    const session = makeSession({ status: 'scheduled' });
    renderSessions({ path: `/client/sessions/${session._id}`, sessions: [session] });
    expect(await screen.findByRole('heading', { level: 1, name: session.title })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: en.detail.details });
    expect(details).toHaveTextContent(/Tue, Mar 5, 2030, 10:00\sAM – 11:00\sAM · America\/New York \(GMT-5\)/);
    expect(details).toHaveTextContent('Sarah Mitchell');
    expect(details).toHaveTextContent('60 min');
    const link = within(details).getByRole('link', { name: 'https://meet.example.com/career' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(en.awaitingHint)).toBeInTheDocument();
    for (const name of [en.actions.addToCalendar, en.actions.reschedule, en.actions.cancel]) {
      expect(within(details).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('never turns a place that is not a web address into a link', async () => {
    const session = makeSession({ location: { type: 'in_person', details: 'javascript:alert(1)' }, locationType: 'in_person' });
    renderSessions({ path: `/client/sessions/${session._id}`, sessions: [session] });
    const details = await screen.findByRole('region', { name: en.detail.details });
    expect(details).toHaveTextContent('In person');
    expect(details).toHaveTextContent('javascript:alert(1)');
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says who cancelled, why, and that it was recorded as late', async () => {
    const session = makeSession({
      status: 'cancelled',
      cancellation: { by: 'client', reason: 'Ill', at: '2030-03-04T11:00:00.000Z', late: true, waived: false },
    });
    renderSessions({ path: `/client/sessions/${session._id}`, sessions: [session] });
    expect(await screen.findByText('You cancelled this session on Mon, Mar 4, 2030.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Reason: Ill')).toBeInTheDocument();
    expect(screen.getByText(en.detail.lateCancellation)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.actions.cancel })).not.toBeInTheDocument();
  });

  it('takes feedback once, with every rating at 8 to start with, then shows it', async () => {
    const session = makeSession({ status: 'completed', scheduledDate: '2030-02-20T15:00:00.000Z' });
    const { user, server } = renderSessions({ path: `/client/sessions/${session._id}#feedback`, sessions: [session] });
    expect(await screen.findByRole('heading', { level: 2, name: en.feedback.title })).toBeInTheDocument();
    for (const aspect of [en.feedback.satisfaction, en.feedback.clarity, en.feedback.actionability]) {
      expect(within(rating(aspect)).getByRole('radio', { name: '8 of 10' })).toBeChecked();
    }
    // A click without the pointer's path: jsdom lays nothing out, so the stars' hover positions mean nothing there.
    fireEvent.click(within(rating(en.feedback.clarity)).getByRole('radio', { name: '10 of 10' }));
    fireEvent.click(within(rating(en.feedback.actionability)).getByRole('radio', { name: '6 of 10' }));
    expect(within(rating(en.feedback.clarity)).getByRole('radio', { name: '10 of 10' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: en.feedback.comments }), 'Clear next steps');
    await user.click(screen.getByRole('button', { name: en.feedback.submit }));

    expect(await screen.findByText(SUCCESS_MESSAGES.feedbackSubmitted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH', `/sessions/${session._id}/feedback`).map((call) => call.body)).toEqual([
      { satisfaction: 8, clarity: 10, actionability: 6, comments: 'Clear next steps' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: en.feedback.submit })).not.toBeInTheDocument());
    expect(screen.getByText('Clear next steps')).toBeInTheDocument();
    expect(screen.getByText('Sent on Mar 4, 2030.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '10 of 10' })).toBeInTheDocument();
  });

  it('sends the default ratings when the client changes none', async () => {
    const session = makeSession({ status: 'completed', scheduledDate: '2030-02-20T15:00:00.000Z' });
    const { user, server } = renderSessions({ path: `/client/sessions/${session._id}`, sessions: [session] });
    await user.click(await screen.findByRole('button', { name: en.feedback.submit }));
    await waitFor(() =>
      expect(callsTo(server.calls, 'PATCH').map((call) => call.body)).toEqual([{ satisfaction: 8, clarity: 8, actionability: 8, comments: '' }]),
    );
  });

  it('shows a not-found view with the way back for a session that is not there (or not the client’s)', async () => {
    renderSessions({ path: '/client/sessions/6f1e7c1a-0000-4000-8000-000000000000' });
    expect(await screen.findByText(en.detail.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.detail.back })).toHaveAttribute('href', '/client/sessions');
    expect(screen.queryByRole('button', { name: en.list.tryAgain })).not.toBeInTheDocument();
  });
});
