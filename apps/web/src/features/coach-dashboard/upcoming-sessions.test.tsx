import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-dashboard.js';
import sessionsEn from '../../i18n/locales/en/sessions.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeSession, renderCoachDashboard } from './coach-dashboard-test-utils.js';

afterEach(() => vi.useRealTimers());

const block = () => screen.findByRole('region', { name: en.upcoming.title });

// The clock says 4 March 2030, 14:00 in Tokyo, the coach's zone.
const sessions = [
  makeSession(1, '2030-03-04T08:00:00.000Z'), // 17:00 today
  makeSession(2, '2030-03-04T16:00:00.000Z', { locationType: 'phone', location: { type: 'phone', details: '' }, status: 'scheduled' }), // 01:00 tomorrow (still today in UTC)
  makeSession(3, '2030-03-06T01:00:00.000Z', { locationType: 'in_person', location: { type: 'in_person', details: '' } }), // Wednesday 10:00
  makeSession(4, '2030-03-07T01:00:00.000Z'),
  makeSession(5, '2030-03-08T01:00:00.000Z'),
  makeSession(6, '2030-03-09T01:00:00.000Z'),
];

describe('the Upcoming Sessions block', () => {
  it('asks for the next 7 days and shows the first 5, each opening its session', async () => {
    const { server } = renderCoachDashboard({ sessions });
    const region = await block();
    const links = await within(region).findAllByRole('link', { name: /Session \d/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sessions.slice(0, 5).map((s) => `/coach/sessions/${s._id}`));
    expect(within(region).getByRole('link', { name: en.upcoming.viewAll })).toHaveAttribute('href', '/coach/sessions');
    expect(callsTo(server.calls, 'GET', '/sessions/upcoming/list?days=7&limit=10')).toHaveLength(1);
  });

  it("says 'Today at' and 'Tomorrow at' on the coach's clock, a date otherwise", async () => {
    renderCoachDashboard({ sessions });
    const region = await block();
    const [today, tomorrow, later] = await within(region).findAllByRole('link', { name: /Session \d/ });
    expect(today).toHaveTextContent(/Jordan Taylor · Today at 5:00\sPM/);
    expect(tomorrow).toHaveTextContent(/Tomorrow at 1:00\sAM/);
    expect(later).toHaveTextContent(/Wed, Mar 6,? 10:00\sAM/);
    expect(later).not.toHaveTextContent(/Today|Tomorrow/);
  });

  it('shows the type of each session and its status', async () => {
    renderCoachDashboard({ sessions });
    const region = await block();
    const [video, phone, inPerson] = await within(region).findAllByRole('link', { name: /Session \d/ });
    expect(within(video!).getByRole('img', { name: sessionsEn.location.video_call })).toBeInTheDocument();
    expect(within(phone!).getByRole('img', { name: sessionsEn.location.phone })).toBeInTheDocument();
    expect(within(inPerson!).getByRole('img', { name: sessionsEn.location.in_person })).toBeInTheDocument();
    expect(within(video!).getByText(sessionsEn.status.confirmed)).toBeInTheDocument();
    expect(within(phone!).getByText(sessionsEn.status.scheduled)).toBeInTheDocument();
  });

  it('invites the coach to schedule a session when the week is free', async () => {
    renderCoachDashboard();
    const region = await block();
    expect(await within(region).findByText(en.upcoming.empty)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: en.upcoming.schedule })).toHaveAttribute('href', '/coach/sessions/new');
  });

  it('says the sessions could not be loaded and loads them again on request', async () => {
    let attempts = 0;
    const { user } = renderCoachDashboard({
      sessions: sessions.slice(0, 1),
      override: (call) => (call.path.startsWith('/sessions/upcoming/list') && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const region = await block();
    expect(await within(region).findByText(en.upcoming.loadFailed)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: en.tryAgain }));
    await waitFor(() => expect(within(region).getByRole('link', { name: /Session 1/ })).toBeInTheDocument());
  });
});
