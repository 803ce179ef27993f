import { ADMIN_MESSAGES, ANALYTICS_MESSAGES, PATHS } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin-dashboard.js';
import { apiFail } from '../../test/fake-api.js';
import { makeOverview, renderAdminDashboard } from './admin-dashboard-test-utils.js';

const figures = () => screen.findByRole('region', { name: en.cards.label });
/** A card of the figures, found by its label. */
const card = async (label: string) => (await within(await figures()).findByText(label)).closest('.MuiCard-root') as HTMLElement;

describe('AdminDashboardPage', () => {
  it('shows the four cards with their figures and their growth against last month, and how revenue is counted', async () => {
    renderAdminDashboard();
    const revenue = await card(en.cards.totalRevenue);
    expect(within(revenue).getByText('$12.4k')).toBeInTheDocument();
    expect(within(revenue).getByText('+12.5% vs last month')).toBeInTheDocument();
    const users = await card(en.cards.activeUsers);
    expect(within(users).getByText('1,234')).toBeInTheDocument();
    expect(within(users).getByText('-4% vs last month')).toBeInTheDocument();
    const sessions = await card(en.cards.totalSessions);
    expect(within(sessions).getByText('5,678')).toBeInTheDocument();
    expect(within(sessions).getByText('0% vs last month')).toBeInTheDocument();
    const conversations = await card(en.cards.aiConversations);
    expect(within(conversations).getByText('321')).toBeInTheDocument();
    expect(within(conversations).getByText('+100% vs last month')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ANALYTICS_MESSAGES.revenueBasis.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
  });

  it('writes revenue in thousands with a dollar sign, and under $1k with one decimal', async () => {
    renderAdminDashboard({ overview: makeOverview({ financials: { totalRevenue: 850, monthlyRevenue: 0, revenueGrowth: 0 } }) });
    expect(within(await card(en.cards.totalRevenue)).getByText('$0.9k')).toBeInTheDocument();
  });

  it('shows Platform Health: the system, the AI engine in use and the registrations of today', async () => {
    renderAdminDashboard({ engine: { kind: 'model', model: 'llama3.1:8b', baseUrl: 'http://localhost:11434' } });
    const health = await screen.findByRole('region', { name: en.health.title });
    expect(await within(health).findByText(en.health.healthy)).toBeInTheDocument();
    expect(await within(health).findByText('Model llama3.1:8b')).toBeInTheDocument();
    const today = within(health).getByText(en.health.newToday).closest('li') as HTMLElement;
    await waitFor(() => expect(within(today).getByText('7')).toBeInTheDocument());
  });

  it('says the built-in engine answers, and that the system is not reachable when /health fails', async () => {
    renderAdminDashboard({ override: (call) => (call.path === '/health' ? apiFail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE') : undefined) });
    const health = await screen.findByRole('region', { name: en.health.title });
    expect(await within(health).findByText(en.health.builtin)).toBeInTheDocument();
    expect(await within(health).findByText(en.health.unreachable)).toBeInTheDocument();
  });

  it('offers the four quick actions to their pages', async () => {
    renderAdminDashboard();
    const actions = await screen.findByRole('navigation', { name: en.quickActions.title });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [en.quickActions.users, PATHS.admin.users],
      [en.quickActions.analytics, PATHS.admin.analytics],
      [en.quickActions.settings, PATHS.admin.settings],
      [en.quickActions.ai, PATHS.admin.aiSettings],
    ]);
  });

  it('lists the recent activity in words, with how long ago each happened', async () => {
    renderAdminDashboard();
    const activity = await screen.findByRole('region', { name: en.activity.title });
    const items = within(activity).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(ANALYTICS_MESSAGES.userRegistered);
    expect(items[0]).toHaveTextContent(`${en.activity.types.user}Ann Lee joined as coach`);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('Sarah Johnson completed a session with John Smith');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[2]).toHaveTextContent('John Smith started a conversation with the AI coach');
    expect(items[2]).toHaveTextContent('yesterday');
    expect(items[3]).toHaveTextContent('John Smith set a goal in Leadership');
    expect(items[4]).toHaveTextContent('Sarah Johnson and John Smith started a conversation');
    expect(items[4]).toHaveTextContent('last week');
  });

  it('draws the user growth and role distribution with their numbers as tables', async () => {
    renderAdminDashboard();
    const growth = await screen.findByRole('table', { name: en.charts.userGrowth.title });
    expect(within(growth).getAllByRole('row')).toHaveLength(13);
    expect(within(growth).getByRole('row', { name: 'Dec 2026 1,275 21' })).toBeInTheDocument();
    const roles = screen.getByRole('table', { name: en.charts.roles.title });
    expect(within(roles).getByRole('row', { name: `${en.roles.coach} 180 170` })).toBeInTheDocument();
  });

  it("says 'Failed to load analytics data' and loads them again with Try Again", async () => {
    let fail = true;
    const { user, server } = renderAdminDashboard({
      override: (call) => (call.path === '/analytics/overview' && fail ? apiFail(500, 'Server error', 'INTERNAL_ERROR') : undefined),
    });
    const alert = (await screen.findByText(ADMIN_MESSAGES.loadAnalyticsFailed)).closest('.MuiAlert-root') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: en.tryAgain }));
    expect(within(await card(en.cards.totalRevenue)).getByText('$12.4k')).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.loadAnalyticsFailed)).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/analytics/overview').length).toBeGreaterThanOrEqual(2);
  });

  it('tells an admin without analytics.view that the figures need it, and still shows health and quick actions', async () => {
    const { server } = renderAdminDashboard({ permissions: ['users.manage'] });
    expect(await screen.findByText(en.needsPermission)).toBeInTheDocument();
    const health = screen.getByRole('region', { name: en.health.title });
    expect(await within(health).findByText(en.health.healthy)).toBeInTheDocument();
    expect(within(health).getByText(en.health.newTodayHidden)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.quickActions.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.cards.label })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/analytics/overview')).toBe(false);
  });
});
