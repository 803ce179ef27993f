import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/progress.js';
import { makeGoal } from '../../test/factories.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { DAYS, makeClientMetrics, makeProgress, WEEKS } from '../../test/client-metrics.js';
import { renderProgress } from './progress-test-utils.js';

afterEach(() => vi.useRealTimers());

const cards = () => screen.findByRole('region', { name: en.cards.label });
const card = async (label: string) => (await within(await cards()).findByText(label)).nextElementSibling?.textContent;

/** A table's rows below its header, each as the texts of its cells. */
async function tableRows(name: string) {
  const table = await screen.findByRole('table', { name });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
}

describe('ProgressPage', () => {
  it('counts goals achieved, sessions completed and active conversations (with the coach and the AI) from the metrics', async () => {
    renderProgress({
      metrics: makeClientMetrics({
        goals: { total: 5, active: 3, completed: 2, averageProgress: 40, milestonesCompleted: 6, milestonesTotal: 25 },
        sessions: { total: 9, completed: 7, upcoming: 2, averageSatisfaction: 8.5 },
        conversations: { active: 1, messagesSent: 30 },
        aiCoaching: { conversations: 3, messages: 44, averageSentiment: 0.4, lastActivity: null },
        progress: { trend: 'rising' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(await card('Goals Achieved')).toBe('2');
    expect(await card('Sessions Completed')).toBe('7');
    expect(await card('Active Conversations')).toBe('4');
    const region = await cards();
    expect(within(region).getByText('2 of 5 goals')).toBeInTheDocument();
    expect(within(region).getByText('2 upcoming')).toBeInTheDocument();
    expect(within(region).getByText('1 with your coach, 3 with the AI coach')).toBeInTheDocument();
    expect(screen.getByText(en.banner.rising)).toBeInTheDocument();
  });

  it.each(['quiet', 'steady', 'dipping'] as const)("says the '%s' encouragement when the trend is %s", async (trend) => {
    renderProgress({ metrics: makeClientMetrics({ progress: { trend } }) });
    expect(await screen.findByText(en.banner[trend])).toBeInTheDocument();
  });

  it('shows a new client zeros, how to start, and no chart or invented numbers', async () => {
    renderProgress();
    expect(await card('Goals Achieved')).toBe('0');
    expect(await card('Sessions Completed')).toBe('0');
    expect(await card('Active Conversations')).toBe('0');
    expect(screen.getByText(en.banner.new)).toBeInTheDocument();
    const trend = await screen.findByRole('region', { name: en.trend.title });
    expect(within(trend).getByText(en.trend.empty)).toBeInTheDocument();
    expect(within(trend).queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: en.achievements.title })).getByText(en.achievements.empty)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: en.activity.title })).getByText(en.activity.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the 30 days of mood, confidence and engagement, with a dash on days without a reflection', async () => {
    const days = makeProgress().days.map((day, n) => (n === 27 ? { ...day, mood: 6.5, confidence: 7, reflections: 2, aiMessages: 3, engagement: 5 } : n === 3 ? { ...day, messages: 1, engagement: 1 } : day));
    renderProgress({ metrics: makeClientMetrics({ progress: { days, trend: 'steady' } }) });
    const rows = await tableRows(en.trend.title);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['Feb 9, 2030', '—', '—', '0']);
    expect(rows[3]).toEqual(['Feb 12, 2030', '—', '—', '1']);
    expect(rows[27]).toEqual(['Mar 8, 2030', '6.5', '7', '5']);
    expect(rows[29]?.[0]).toBe('Mar 10, 2030');
    expect(DAYS[29]).toBe('2030-03-10');
  });

  it('lists 12 weeks of activity, one column per kind', async () => {
    const weeks = WEEKS.map((week, n) => ({ week, aiMessages: n, messages: n % 2, sessions: n === 11 ? 1 : 0, reflections: n > 9 ? 3 : 0 }));
    renderProgress({ metrics: makeClientMetrics({ progress: { weeks, trend: 'steady' } }) });
    const rows = await tableRows(en.activity.title);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Dec 17, 2029', '0', '0', '0', '0']);
    expect(rows[11]).toEqual(['Mar 4, 2030', '11', '1', '1', '3']);
  });

  it('words each kind of achievement, with its date in the reader’s language', async () => {
    const achievements = [
      { type: 'reflection_streak', title: '', days: 5, at: '2030-03-10T08:00:00.000Z' },
      { type: 'goal_completed', title: 'Run a 10k', at: '2030-03-08T10:00:00.000Z' },
      { type: 'milestone_completed', title: 'First 5k', at: '2030-03-01T10:00:00.000Z' },
      { type: 'session_completed', title: 'Career check-in', at: '2030-02-20T10:00:00.000Z' },
    ] as const;
    renderProgress({ language: 'de', metrics: makeClientMetrics({ progress: { achievements: [...achievements], trend: 'rising' } }) });
    const list = await screen.findByRole('region', { name: 'Neueste Erfolge' });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Reflexionsserie von 5 Tagen10.03.2030', 'Ziel erreicht: Run a 10k08.03.2030', 'Meilenstein erreicht: First 5k01.03.2030', 'Sitzung abgeschlossen: Career check-in20.02.2030']);
  });

  it('shows the five latest achievements, and all of them on Show all', async () => {
    const achievements = Array.from({ length: 8 }, (_, n) => ({ type: 'milestone_completed' as const, title: `Step ${n + 1}`, at: `2030-03-0${n + 1}T10:00:00.000Z` }));
    const { user } = renderProgress({ metrics: makeClientMetrics({ progress: { achievements, trend: 'rising' } }) });
    const list = await screen.findByRole('region', { name: en.achievements.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: 'Show all 8' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toContain('Reached milestone: Step 8Mar 8, 2030');
    await user.click(within(list).getByRole('button', { name: en.achievements.showFewer }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says when the progress could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    const { user } = renderProgress({ override: (call) => (call.path === '/analytics/client' && fail ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined) });
    expect(await screen.findByText(en.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await card('Goals Achieved')).toBe('0');
    expect(screen.queryByText(en.loadFailed)).not.toBeInTheDocument();
  });

  it('lists the goals with their progress and status, and the achievement rate', async () => {
    const goals = [makeGoal({ title: 'Speak up in meetings', progress: 40 }), makeGoal({ title: 'Run a 10k', status: 'completed', progress: 100 }), makeGoal({ title: 'Read more', progress: 0 })];
    renderProgress({ goals, path: '/client/progress?tab=goals' });
    const list = await screen.findByRole('region', { name: en.goals.title });
    expect(await within(list).findByText('Speak up in meetings')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'Speak up in meetings' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(list).getByText('Run a 10k')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(list).getAllByText(en.goals.status.active)).toHaveLength(2);
    expect(within(list).getAllByText(en.goals.status.completed)).toHaveLength(1);
    const rate = screen.getByRole('region', { name: en.goals.rate.title });
    expect(within(rate).getByText('33%')).toBeInTheDocument();
    expect(within(rate).getByText('1 of 3 goals completed')).toBeInTheDocument();
  });

  it('tells a client without goals how to start, with no rate', async () => {
    renderProgress({ path: '/client/progress?tab=goals' });
    expect(await screen.findByText(en.goals.empty)).toBeInTheDocument();
    expect(screen.getByText(en.goals.rate.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.goals.create })).toHaveAttribute('href', '/client/goals/new');
  });
});

describe('ProgressPage tabs', () => {
  it('opens the tab the address names, from ?tab= or from the hash', async () => {
    renderProgress({ path: '/client/progress?tab=reflections' });
    expect(await screen.findByRole('tab', { name: en.tabs.reflections, selected: true })).toBeInTheDocument();
    expect(await screen.findByText(en.reflections.empty)).toBeInTheDocument();
  });

  it('reads the tab from the hash of a link', async () => {
    renderProgress({ path: '/client/progress#skills' });
    expect(await screen.findByRole('tab', { name: en.tabs.skills, selected: true })).toBeInTheDocument();
    expect(await screen.findByText(en.skills.empty)).toBeInTheDocument();
  });

  it('puts the chosen tab in the address, by click and by keyboard, so a reload keeps it', async () => {
    const { user, router } = renderProgress();
    const overview = await screen.findByRole('tab', { name: en.tabs.overview, selected: true });
    await user.click(screen.getByRole('tab', { name: en.tabs.goals }));
    expect(router.state.location.search).toBe('?tab=goals');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(en.tabs.goals);
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=skills'));
    expect(screen.getByRole('tab', { name: en.tabs.skills })).toHaveFocus();
    await user.click(overview);
    expect(router.state.location.search).toBe('');
    expect(callsTo([], 'GET')).toEqual([]);
  });
});
