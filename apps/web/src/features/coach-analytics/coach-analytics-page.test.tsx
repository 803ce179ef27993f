import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-analytics.js';
import { makeCoachClient } from '../../test/factories.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { fixtureId, NOW, ratingsPerWeek, renderCoachAnalytics, sessionsPerWeek } from './coach-analytics-test-utils.js';

afterEach(() => vi.useRealTimers());

/** The Monday labels of the 12 weeks in English, as the coach in Los Angeles reads them: the series' own dates. */
const WEEK_LABELS = ['Dec 17, 2029', 'Dec 24, 2029', 'Dec 31, 2029', 'Jan 7, 2030', 'Jan 14, 2030', 'Jan 21, 2030', 'Jan 28, 2030', 'Feb 4, 2030', 'Feb 11, 2030', 'Feb 18, 2030', 'Feb 25, 2030', 'Mar 4, 2030'];

/** A table's rows below its header, each as the texts of its cells. */
async function tableRows(name: string) {
  const table = await screen.findByRole('table', { name });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
}

const tiles = () => screen.findByRole('region', { name: en.tiles.label });
const tile = async (label: string) => (await within(await tiles()).findByText(label)).nextElementSibling?.textContent;

describe('CoachAnalyticsPage', () => {
  it('shows the practice totals on the tiles', async () => {
    renderCoachAnalytics({ metrics: { totalClients: 14, completedSessions: 52, upcomingSessions: 6, averageSessionRating: 4.56, ratedSessions: 7 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await tile(en.tiles.totalClients)).toBe('14');
    expect(await tile(en.tiles.completedSessions)).toBe('52');
    expect(await tile(en.tiles.upcomingSessions)).toBe('6');
    expect(await tile(en.tiles.averageRating)).toBe('4.6');
    expect(within(await tiles()).getByText('From 7 rated sessions')).toBeInTheDocument();
  });

  it("says 'No ratings yet' while no session is rated", async () => {
    renderCoachAnalytics({ metrics: { averageSessionRating: null, ratedSessions: 0 } });
    expect(await tile(en.tiles.averageRating)).toBe(en.tiles.noRatings);
  });

  it('lists the 12 weeks of sessions with their completed, cancelled and no-show counts', async () => {
    renderCoachAnalytics({ metrics: { series: { sessionsPerWeek: sessionsPerWeek(), ratingsPerWeek: ratingsPerWeek() } } });
    const rows = await tableRows(en.sessions.title);
    expect(rows).toEqual(WEEK_LABELS.map((label, n) => [label, String(n), n % 3 === 0 ? '1' : '0', n === 5 ? '1' : '0']));
    expect(screen.getByRole('region', { name: en.sessions.title })).toHaveAccessibleDescription(en.sessions.description);
  });

  it("lists the average rating of each week, with '—' where there was no feedback", async () => {
    renderCoachAnalytics({ metrics: { series: { sessionsPerWeek: sessionsPerWeek(), ratingsPerWeek: ratingsPerWeek() } } });
    const rows = await tableRows(en.ratings.title);
    const rated: Record<number, [string, string]> = { 2: ['4.5', '2'], 7: ['3.8', '1'], 11: ['5', '3'] };
    expect(rows).toEqual(WEEK_LABELS.map((label, n) => [label, ...(rated[n] ?? ['—', '0'])]));
  });

  it('shows a table in place of the chart on request', async () => {
    const { user } = renderCoachAnalytics({ metrics: { series: { sessionsPerWeek: sessionsPerWeek(), ratingsPerWeek: ratingsPerWeek() } } });
    const region = await screen.findByRole('region', { name: en.sessions.title });
    const toggle = within(region).getByRole('button', { name: en.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).getByRole('table', { name: en.sessions.title })).toBeVisible();
  });

  it('writes the weeks and numbers in the coach’s language', async () => {
    renderCoachAnalytics({ language: 'de', metrics: { series: { sessionsPerWeek: sessionsPerWeek(), ratingsPerWeek: ratingsPerWeek() } } });
    const rows = await tableRows('Durchschnittliche Bewertung pro Woche');
    expect(rows[2]).toEqual(['31.12.2029', '4,5', '2']);
    expect(rows[11]?.[0]).toBe('04.03.2030');
  });

  it('says when there were no sessions and no feedback in the last 12 weeks', async () => {
    renderCoachAnalytics();
    const sessions = await screen.findByRole('region', { name: en.sessions.title });
    expect(within(sessions).getByText(en.sessions.empty)).toBeInTheDocument();
    expect(within(sessions).queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: en.ratings.title })).getByText(en.ratings.empty)).toBeInTheDocument();
  });

  it('shows each client’s goal completion, completed beside active goals, from one call for the list', async () => {
    const ada = makeCoachClient(fixtureId(1, 8), 'Ada', 'Lovelace');
    const ben = makeCoachClient(fixtureId(2, 8), 'Ben', 'Okri');
    const cleo = makeCoachClient(fixtureId(3, 8), 'Cleo', 'Diaz');
    // Sessions are not goals: many completed sessions do not make a goal completed.
    ada.stats = { ...ada.stats, completedGoals: 2, activeGoals: 3, completedSessions: 9, totalSessions: 9 };
    ben.stats = { ...ben.stats, completedGoals: 0, activeGoals: 1, completedSessions: 4, totalSessions: 6 };
    cleo.stats = { ...cleo.stats, completedGoals: 0, activeGoals: 0 };
    const { server } = renderCoachAnalytics({ clients: [ada, ben, cleo] });
    expect(await tableRows(en.clients.title)).toEqual([
      ['Ada Lovelace', '2', '3', '40%'],
      ['Ben Okri', '0', '1', '0%'],
      ['Cleo Diaz', '0', '0', en.clients.noGoals],
    ]);
    const table = screen.getByRole('table', { name: en.clients.title });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      en.clients.client,
      en.clients.completedGoals,
      en.clients.activeGoals,
      en.clients.completion,
    ]);
    expect(callsTo(server.calls, 'GET', /^\/coach\/clients/)).toHaveLength(1);
    expect(callsTo(server.calls, 'GET', /^\/goals/)).toHaveLength(0);
  });

  it('says when only the first 100 clients are shown', async () => {
    renderCoachAnalytics({ clients: [makeCoachClient(fixtureId(1, 8), 'Ada', 'Lovelace')], totalClients: 130 });
    expect(await screen.findByText('Showing the first 1 of 130 clients.')).toBeInTheDocument();
  });

  it('says when the coach has no client yet', async () => {
    renderCoachAnalytics();
    const region = await screen.findByRole('region', { name: en.clients.title });
    expect(await within(region).findByText(en.clients.empty)).toBeInTheDocument();
  });

  it('shows the AI coaching totals and the clients active with the AI coach', async () => {
    const lastActivity = new Date(NOW.getTime() - 3_600_000).toISOString();
    renderCoachAnalytics({
      insights: { totalClientAISessions: 17, activeClients: [{ clientId: fixtureId(1, 3), clientName: 'Ada Lovelace', lastActivity }] },
    });
    const region = await screen.findByRole('region', { name: en.ai.title });
    expect((await within(region).findByText(en.ai.totalSessions)).nextElementSibling).toHaveTextContent('17');
    expect(within(region).getByText(en.ai.activeClients).nextElementSibling).toHaveTextContent('1');
    expect(await tableRows(en.ai.title)).toEqual([['Ada Lovelace', 'Mar 4, 2030, 11:00 AM']]);
  });

  it('says when no client has talked to the AI coach lately', async () => {
    renderCoachAnalytics();
    const region = await screen.findByRole('region', { name: en.ai.title });
    expect(await within(region).findByText(en.ai.noActiveClients)).toBeInTheDocument();
  });

  it('says which data failed to load and loads it again on request', async () => {
    let attempts = 0;
    const { user } = renderCoachAnalytics({
      metrics: { totalClients: 9 },
      override: (call) => (call.path === '/analytics/coach' && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.metrics.loadFailed);
    await user.click(within(alert).getByRole('button', { name: en.tryAgain }));
    expect(await tile(en.tiles.totalClients)).toBe('9');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it.each([
    ['/coach/clients', en.clients.title, en.clients.loadFailed],
    ['/ai-coaching/coach-insights', en.ai.title, en.ai.loadFailed],
  ])('shows a retry when %s fails', async (path, title, message) => {
    renderCoachAnalytics({ override: (call) => (call.path.startsWith(path) ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    const region = await screen.findByRole('region', { name: title });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: en.tryAgain })).toBeInTheDocument();
  });
});
