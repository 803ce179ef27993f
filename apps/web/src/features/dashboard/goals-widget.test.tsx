import { GOAL_MESSAGES, goalProgress, type Goal } from '@coaching/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes } from '../../test/render.js';
import { ClientDashboardPage } from './client-dashboard-page.js';
import { goal, goalsReply, stubGoals } from './dashboard-test-utils.js';

const renderDashboard = () => renderRoutes([{ path: '/client', element: <ClientDashboardPage /> }], '/client');
const box = (name: string) => screen.getByRole('checkbox', { name });

/** The milestone call of the goals page, answered by changing `goals` as the server would. */
function milestoneServer(goals: Goal[], calls: FetchCall[]) {
  return (call: FetchCall) => {
    const [, , goalId, , milestoneId] = call.path.split('/');
    if (call.method !== 'PUT' || !milestoneId) return undefined;
    calls.push(call);
    const index = goals.findIndex((g) => g._id === goalId);
    const { completed } = call.body as { completed: boolean };
    const milestones = goals[index]!.milestones.map((m) => (m._id === milestoneId ? { ...m, completed } : m));
    goals[index] = { ...goals[index]!, milestones, progress: goalProgress('active', milestones) };
    return apiOk('PUT /goals/:goalId/milestones/:milestoneId', goals[index]);
  };
}

describe('Dashboard goals widget milestones', () => {
  it('ticks a milestone from the keyboard with the goals page’s call, and keeps it and the focus in place', async () => {
    const goals = [goal(1)];
    const calls: FetchCall[] = [];
    stubGoals(() => goalsReply(goals), milestoneServer(goals, calls));
    renderDashboard();
    const user = userEvent.setup();
    const first = await screen.findByRole('checkbox', { name: 'Goal 1: 25% checkpoint' });
    expect(first).toHaveAccessibleDescription('Goal 1');
    expect(first).not.toBeChecked();

    act(() => first.focus());
    await user.keyboard(' ');
    await waitFor(() => expect(box('Goal 1: 25% checkpoint')).toBeChecked());
    const milestone = goals[0]!.milestones[1]!;
    expect(calls).toEqual([{ path: `/goals/${goals[0]!._id}/milestones/${milestone._id}`, method: 'PUT', body: { completed: true } }]);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Goal 1 progress' })).toHaveAttribute('aria-valuenow', '40'));
    // The ticked milestone stays where it was instead of giving way to the next open one.
    expect(box('Goal 1: 25% checkpoint')).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: 'Goal 1: 75% checkpoint' })).not.toBeInTheDocument();

    await user.keyboard(' ');
    await waitFor(() => expect(box('Goal 1: 25% checkpoint')).not.toBeChecked());
    expect(calls.at(-1)?.body).toEqual({ completed: false });
  });

  it('puts the box back and says so when the save fails', async () => {
    stubGoals(
      () => goalsReply([goal(1)]),
      (call) => (call.method === 'PUT' ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    );
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Goal 1: 50% checkpoint' }));
    expect(await screen.findByText(GOAL_MESSAGES.updateMilestoneFailed)).toBeInTheDocument();
    expect(box('Goal 1: 50% checkpoint')).not.toBeChecked();
  });
});
