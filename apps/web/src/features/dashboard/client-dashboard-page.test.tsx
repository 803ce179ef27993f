import { AUTH_MESSAGES, GOAL_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk } from '../../test/fake-api.js';
import { makeClientMetrics } from '../../test/client-metrics.js';
import { renderRoutes } from '../../test/render.js';
import { ClientDashboardPage } from './client-dashboard-page.js';
import { goal, goalsReply, stubGoals } from './dashboard-test-utils.js';

const renderDashboard = () => renderRoutes([{ path: '/client', element: <ClientDashboardPage /> }], '/client');
const widget = () => screen.getByRole('region', { name: GOAL_MESSAGES.widgetTitle });

describe('ClientDashboardPage', () => {
  it('greets the client and offers the quick actions and the AI coach', async () => {
    stubGoals(() => goalsReply([]));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_MESSAGES.welcomeBack('Jordan') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Coach' })).toHaveAttribute('href', '/client/ai-coaching');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    for (const [name, href] of [
      ['New Goal', '/client/goals/new'],
      ['Goal Assistant', '/client/goals/assistant'],
      ['View Progress', '/client/progress'],
      ['New Conversation', '/client/conversations/new'],
    ]) {
      expect(within(actions).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the client’s own numbers, each opening its page', async () => {
    const metrics = makeClientMetrics({
      goals: { total: 4, active: 3, completed: 1, averageProgress: 40, milestonesCompleted: 5, milestonesTotal: 20 },
      sessions: { total: 6, completed: 4, upcoming: 2, averageSatisfaction: 8 },
      aiCoaching: { conversations: 5, messages: 61, averageSentiment: 0.2, lastActivity: null },
      progress: { reflectionStreak: 3, trend: 'rising' },
    });
    stubGoals(() => goalsReply([]), (call) => (call.path === '/analytics/client' ? apiOk('GET /analytics/client', metrics) : undefined));
    renderDashboard();
    const tiles = await screen.findByRole('region', { name: 'Your numbers' });
    const tile = (name: RegExp) => within(tiles).getByRole('link', { name });
    await waitFor(() => expect(tile(/Active Goals/)).toHaveTextContent('Active Goals31 completed'));
    expect(tile(/Active Goals/)).toHaveAttribute('href', '/client/goals');
    expect(tile(/Upcoming Sessions/)).toHaveTextContent('Upcoming Sessions24 sessions completed');
    expect(tile(/Upcoming Sessions/)).toHaveAttribute('href', '/client/sessions');
    expect(tile(/AI Coaching/)).toHaveTextContent('AI Coaching561 messages');
    expect(tile(/Reflection Streak/)).toHaveTextContent('Reflection Streak3 daysKeep it going today');
    expect(tile(/Reflection Streak/)).toHaveAttribute('href', '/client/progress?tab=reflections');
  });

  it('shows the first three active goals with progress and two milestones each', async () => {
    stubGoals(() => goalsReply([goal(1), goal(2, { status: 'completed', progress: 100 }), goal(3, { progress: 60 }), goal(4), goal(5)]));
    renderDashboard();

    const items = await screen.findAllByTestId('widget-goal');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Goal 1', 'Goal 3', 'Goal 4']);
    for (const [index, item] of items.entries()) {
      const n = [1, 3, 4][index]!;
      const milestones = within(item).getByRole('list', { name: `Goal ${n} milestones` });
      const rows = within(milestones).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByRole('checkbox', { name: `Goal ${n}: 25% checkpoint` })).not.toBeChecked();
      expect(within(rows[1]!).getByRole('checkbox', { name: `Goal ${n}: 50% checkpoint` })).not.toBeChecked();
    }
    expect(screen.getByRole('progressbar', { name: 'Goal 3 progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(widget()).getByRole('link', { name: GOAL_MESSAGES.aiGoalAssistant })).toHaveAttribute('href', '/client/goals/assistant');
    expect(within(widget()).getByRole('link', { name: GOAL_MESSAGES.viewAllGoals })).toHaveAttribute('href', '/client/goals');
  });

  it('shows a skeleton while the goals load', async () => {
    stubGoals(() => new Promise<Response>(() => undefined));
    renderDashboard();
    expect(await screen.findByTestId('goals-widget-loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('invites the client to create a first goal when none is active', async () => {
    stubGoals(() => goalsReply([goal(1, { status: 'completed', progress: 100 })]));
    renderDashboard();
    expect(await screen.findByText(GOAL_MESSAGES.widgetEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GOAL_MESSAGES.createFirstGoal })).toHaveAttribute('href', '/client/goals/new');
    expect(screen.queryByTestId('widget-goal')).not.toBeInTheDocument();
  });

  it('says the goals could not be loaded and tries again on request', async () => {
    let attempts = 0;
    stubGoals(() => (++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : goalsReply([goal(7)])));
    renderDashboard();
    expect(await screen.findByText(GOAL_MESSAGES.loadFailed)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: GOAL_MESSAGES.widgetTryAgain }));
    await waitFor(() => expect(screen.getAllByTestId('widget-goal')).toHaveLength(1));
    expect(screen.queryByText(GOAL_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});
