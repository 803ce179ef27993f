import { AUTH_MESSAGES, GOAL_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFail } from '../../test/fake-api.js';
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
