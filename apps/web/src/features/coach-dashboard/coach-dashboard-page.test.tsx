import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-dashboard.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderCoachDashboard } from './coach-dashboard-test-utils.js';

afterEach(() => vi.useRealTimers());

const tiles = () => screen.findByRole('region', { name: en.tiles.label });

describe('CoachDashboardPage', () => {
  it.each([
    // Tokyo is UTC+9: each instant is another part of the day in UTC, so only the coach's zone gives these.
    ['2030-03-04T23:00:00Z', 'Good morning, Sarah'], // 08:00 in Tokyo
    ['2030-03-04T05:00:00Z', 'Good afternoon, Sarah'], // 14:00
    ['2030-03-04T11:00:00Z', 'Good evening, Sarah'], // 20:00
  ])("greets the coach by the time of day in their timezone (%s)", async (now, greeting) => {
    renderCoachDashboard({ now: new Date(now) });
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it("says 'Coach' when the profile has no first name", async () => {
    renderCoachDashboard({ firstName: '', now: new Date('2030-03-04T23:00:00Z') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning, Coach' })).toBeInTheDocument();
  });

  it('shows the real counts on the tiles, each opening its page', async () => {
    const { server } = renderCoachDashboard({ activeClients: 12, metrics: { activeConversations: 5, totalSessions: 40, averageSessionRating: 4.62, ratedSessions: 7 } });
    const region = await tiles();
    for (const [label, value, href] of [
      [en.tiles.activeClients, '12', '/coach/clients'],
      [en.tiles.conversations, '5', '/coach/conversations'],
      [en.tiles.sessions, '40', '/coach/sessions'],
    ] as const) {
      const link = await within(region).findByRole('link', { name: new RegExp(`^${label}\\s*${value}$`) });
      expect(link).toHaveAttribute('href', href);
    }
    expect(within(region).getByText('4.6')).toBeInTheDocument();
    expect(within(region).getByText('From 7 rated sessions')).toBeInTheDocument();
    expect(within(region).queryByText(en.tiles.noRatings)).not.toBeInTheDocument();
    expect(within(region).queryByText('4.8')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/coach/clients?status=active&limit=1')).toHaveLength(1);
    expect(callsTo(server.calls, 'GET', '/analytics/coach')).toHaveLength(1);
  });

  it("shows the spec's 4.8 with 'No ratings yet' only while no session is rated", async () => {
    renderCoachDashboard({ metrics: { averageSessionRating: null, ratedSessions: 0 } });
    const region = await tiles();
    expect(await within(region).findByText('4.8')).toBeInTheDocument();
    expect(within(region).getByText(en.tiles.noRatings)).toBeInTheDocument();
  });

  it('says which tiles failed and loads them again on request', async () => {
    let attempts = 0;
    const { user } = renderCoachDashboard({
      metrics: { totalSessions: 9 },
      override: (call) => (call.path === '/analytics/coach' && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const region = await tiles();
    const failures = await within(region).findAllByRole('alert');
    expect(failures).toHaveLength(3);
    await user.click(within(failures[1]!).getByRole('button', { name: en.tryAgain }));
    await waitFor(() => expect(within(region).getByRole('link', { name: new RegExp(`^${en.tiles.sessions}\\s*9$`) })).toBeInTheDocument());
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the quick actions of the spec', async () => {
    renderCoachDashboard();
    const actions = await screen.findByRole('navigation', { name: en.quickActions.title });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [en.quickActions.newSession, '/coach/sessions/new'],
      [en.quickActions.newConversation, '/coach/conversations/new'],
      [en.quickActions.clients, '/coach/clients'],
      [en.quickActions.analytics, '/coach/analytics'],
      [en.quickActions.aiAssistant, '/coach/ai-coaching'],
    ]);
  });
});
