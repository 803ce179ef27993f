import { GOAL_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, callsTo, daysFromNow, makeGoal, makeMilestone, renderGoals } from './goals-test-utils.js';

const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });
/** The goals made here have an open milestone, so completing one asks first; these tests leave milestones open. */
async function completeGoalOnly(user: ReturnType<typeof renderGoals>['user']) {
  await user.click(within(await screen.findByRole('dialog', { name: 'Mark goal as completed' })).getByRole('button', { name: 'Complete the goal only' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('GoalsPage', () => {
  it('lists the goals with their counts and filters them by status', async () => {
    const goals = [makeGoal({ title: 'Lead the team offsite' }), makeGoal({ title: 'Read ten books' }), makeGoal({ title: 'Learn Spanish', status: 'completed' })];
    const { user } = renderGoals({ goals });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Goals' })).toBeInTheDocument();
    expect(await findCard('Lead the team offsite')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const filter = screen.getByRole('group', { name: 'Show goals' });
    expect(within(filter).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Active (2)' }));
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Lead the team offsite',
      'Read ten books',
    ]);
    await user.click(within(filter).getByRole('button', { name: 'Completed (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Learn Spanish')).toBeInTheDocument();
  });

  it('links to the AI Goal Assistant', async () => {
    renderGoals();
    expect(await screen.findByRole('link', { name: GOAL_MESSAGES.aiGoalAssistant })).toHaveAttribute('href', '/client/goals/assistant');
  });

  it('strikes through a completed goal and shows it at 100%', async () => {
    const milestones = [makeMilestone('Goal defined', true), makeMilestone('Halfway')];
    const completedDate = '2026-03-14T12:00:00.000Z';
    renderGoals({ goals: [makeGoal({ title: 'Learn Spanish', status: 'completed', completedDate, milestones, progress: 50 })] });
    const done = await findCard('Learn Spanish');
    expect(within(done).getByRole('heading', { name: 'Learn Spanish' })).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(done).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(done).getByText('100%')).toBeInTheDocument();
    expect(within(done).getByText(/Completed Mar 14, 2026/)).toBeInTheDocument();
    expect(within(done).queryByText(/days left/)).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Mark goal as active' })).toBeInTheDocument();
  });

  it('never counts days below zero and marks goals under 30 days left in words and colour', async () => {
    const goals = [
      makeGoal({ title: 'Overdue goal', targetDate: daysFromNow(-5) }),
      makeGoal({ title: 'Soon goal', targetDate: daysFromNow(10) }),
      makeGoal({ title: 'Far goal', targetDate: daysFromNow(200) }),
    ];
    renderGoals({ goals });
    const overdue = await findCard('Overdue goal');
    expect(within(overdue).getByText(/0 days left/)).toBeInTheDocument();
    expect(within(overdue).queryByText(/-\d+ days/)).not.toBeInTheDocument();

    const soon = within(card('Soon goal'));
    expect(soon.getByText(/10 days left/)).toBeInTheDocument();
    expect(soon.getByText('Due soon')).toBeInTheDocument();
    expect(soon.getByTestId('goal-due-date')).toHaveStyle({ color: 'rgb(154, 91, 0)' });

    const far = within(card('Far goal'));
    expect(far.getByText(/200 days left/)).toBeInTheDocument();
    expect(far.queryByText('Due soon')).not.toBeInTheDocument();
  });

  it('completes a goal from its status icon by saving the goal with its new status, and the card follows', async () => {
    const goal = makeGoal({ title: 'Read ten books', aiSuggestions: ['Name a date'] });
    const { calls, user } = renderGoals({ goals: [goal] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));
    await completeGoalOnly(user);

    expect(await within(card('Read ten books')).findByRole('button', { name: 'Mark goal as active' })).toBeInTheDocument();
    expect(within(card('Read ten books')).getByText('100%')).toBeInTheDocument();
    expect(await screen.findByText(GOAL_MESSAGES.completedToast)).toBeInTheDocument();
    const [put] = callsTo(calls, 'PUT', `/goals/${goal._id}`);
    expect(put?.body).toMatchObject({
      title: 'Read ten books',
      status: 'completed',
      category: goal.category,
      smartCriteria: goal.smartCriteria,
      aiSuggestions: ['Name a date'],
    });
    // The server keeps the stored milestones only when the list is absent.
    expect(put?.body).not.toHaveProperty('milestones');
  });

  it('keeps a milestone the coach ticked meanwhile when the status icon is pressed', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const goals = [goal];
    const { user } = renderGoals({ goals });
    const shown = await findCard('Read ten books');
    const milestone = goal.milestones[1]!;
    expect(within(shown).getByRole('checkbox', { name: milestone.title })).not.toBeChecked();

    goals[0] = { ...goal, milestones: goal.milestones.map((m) => (m._id === milestone._id ? { ...m, completed: true } : m)) };
    await user.click(within(shown).getByRole('button', { name: 'Mark goal as completed' }));
    await completeGoalOnly(user);

    expect(await screen.findByText(GOAL_MESSAGES.completedToast)).toBeInTheDocument();
    expect(goals[0].status).toBe('completed');
    expect(goals[0].milestones.find((m) => m._id === milestone._id)?.completed).toBe(true);
    await waitFor(() => expect(within(card('Read ten books')).getByRole('checkbox', { name: milestone.title })).toBeChecked());
  });

  it('says the save failed, without the server’s internals, when the status icon’s save fails', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const { user } = renderGoals({
      goals: [goal],
      override: (call) => (call.method === 'PUT' ? apiFail(500, 'relation "goals" does not exist', 'INTERNAL_ERROR') : undefined),
    });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));
    await completeGoalOnly(user);
    expect(await screen.findByText(GOAL_MESSAGES.saveFailedRetry)).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    expect(within(card('Read ten books')).getByRole('button', { name: 'Mark goal as completed' })).toBeInTheDocument();
  });

  it('saves a milestone when its box is ticked', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const milestone = goal.milestones[1]!;
    const { calls, user } = renderGoals({ goals: [goal] });
    const box = within(await findCard('Read ten books')).getByRole('checkbox', { name: milestone.title });
    expect(box).not.toBeChecked();

    await user.click(box);
    await waitFor(() => expect(within(card('Read ten books')).getByText('100%')).toBeInTheDocument());
    expect(within(card('Read ten books')).getByRole('checkbox', { name: milestone.title })).toBeChecked();
    expect(callsTo(calls, 'PUT')).toEqual([
      { path: `/goals/${goal._id}/milestones/${milestone._id}`, method: 'PUT', body: { completed: true } },
    ]);
  });

  it('puts a milestone back and says so when saving it fails', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const milestone = goal.milestones[1]!;
    const { user } = renderGoals({
      goals: [goal],
      override: (call) => (call.path.includes('/milestones/') ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    await user.click(within(await findCard('Read ten books')).getByRole('checkbox', { name: milestone.title }));
    expect(await screen.findByText(GOAL_MESSAGES.updateMilestoneFailed)).toBeInTheDocument();
    expect(within(card('Read ten books')).getByRole('checkbox', { name: milestone.title })).not.toBeChecked();
  });

  it('deletes a goal only after the confirmation', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const { calls, user } = renderGoals({ goals: [goal, makeGoal({ title: 'Keep me' })] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete goal' });
    expect(dialog).toHaveTextContent(GOAL_MESSAGES.deleteConfirm);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE')).toEqual([]);

    await user.click(within(card('Read ten books')).getByRole('button', { name: 'Delete goal' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete goal' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(GOAL_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Read ten books' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'DELETE')).toEqual([{ path: `/goals/${goal._id}`, method: 'DELETE', body: undefined }]);
    expect(card('Keep me')).toBeInTheDocument();
  });

  it('keeps the goal and says so when deleting fails', async () => {
    const { user } = renderGoals({
      goals: [makeGoal({ title: 'Read ten books' })],
      override: (call) => (call.method === 'DELETE' ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Delete goal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(GOAL_MESSAGES.deleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Read ten books')).toBeInTheDocument();
  });

  it('explains a failed load and loads again on Try again', async () => {
    let attempts = 0;
    const { calls, user } = renderGoals({
      goals: [makeGoal({ title: 'Read ten books' })],
      override: (call) => (call.path === '/goals' && call.method === 'GET' && ++attempts === 1 ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GOAL_MESSAGES.loadFailed);
    expect(screen.queryByText(GOAL_MESSAGES.sampleGoalTitle)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findCard('Read ten books')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/goals')).toHaveLength(2);
  });

  it('invites the first goal when there is none, and says when a filter is empty', async () => {
    const { user } = renderGoals({ goals: [] });
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed (0)' }));
    expect(screen.getByRole('heading', { name: 'No completed goals yet' })).toBeInTheDocument();

    const addButtons = screen.getAllByRole('button', { name: GOAL_MESSAGES.addGoal });
    await user.click(addButtons[addButtons.length - 1]!);
    expect(await screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal })).toBeInTheDocument();
  });

  it('opens the create dialog at /client/goals/new and returns to /client/goals when it closes', async () => {
    const { router, user } = renderGoals({ path: '/client/goals/new', goals: [makeGoal({ title: 'Read ten books' })] });
    const dialog = await screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/goals'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findCard('Read ten books')).toBeInTheDocument();
  });

  it('shows skeletons while the goals load', async () => {
    let release: (response: Response) => void = () => undefined;
    renderGoals({ override: (call) => (call.path === '/goals' ? new Promise<Response>((resolve) => (release = resolve)) : undefined) });
    expect(await screen.findByRole('status', { name: 'Loading goals' })).toBeInTheDocument();
    release(apiOk('GET /goals', [makeGoal({ title: 'Read ten books' })]));
    expect(await findCard('Read ten books')).toBeInTheDocument();
  });
});
