import { GOAL_MESSAGES, type GoalBody } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeGoal, makeMilestone, renderGoals } from './goals-test-utils.js';

const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });
const milestoneStates = (title: string) =>
  within(card(title))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).checked);

describe('Goal card SMART criteria', () => {
  it('shows the criteria the client wrote behind a button that says whether they are shown', async () => {
    const smartCriteria = { specific: 'Read ten novels', measurable: 'Ten books logged', achievable: 'Twenty pages a night', relevant: 'I miss reading', timeBound: '' };
    const { user } = renderGoals({ goals: [makeGoal({ title: 'Read ten books', description: GOAL_MESSAGES.defaultDescription, smartCriteria })] });
    const shown = await findCard('Read ten books');
    const toggle = within(shown).getByRole('button', { name: 'SMART criteria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(shown).queryByText('Read ten novels')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(region).getAllByRole('term').map((term) => term.textContent)).toEqual(['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound']);
    expect(within(region).getAllByRole('definition').map((text) => text.textContent)).toEqual([
      'Read ten novels',
      'Ten books logged',
      'Twenty pages a night',
      'I miss reading',
      'Not written yet',
    ]);

    // The keyboard closes it as well.
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(shown).queryByText('Read ten novels')).not.toBeInTheDocument());
  });
});

describe('Completing a goal from its card', () => {
  const threeMilestones = () => [makeMilestone('Goal defined', true), makeMilestone('Halfway'), makeMilestone('Finish line')];

  it('completes at once when no milestone is open', async () => {
    const goal = makeGoal({ title: 'Read ten books', milestones: [makeMilestone('Goal defined', true)] });
    const { calls, user } = renderGoals({ goals: [goal] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));

    expect(await screen.findByText(GOAL_MESSAGES.completedToast)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'PUT')).toHaveLength(1);
  });

  it('asks first when milestones are open, and Cancel saves nothing', async () => {
    const { calls, user } = renderGoals({ goals: [makeGoal({ title: 'Read ten books', milestones: threeMilestones() })] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark goal as completed' });
    expect(dialog).toHaveAccessibleDescription('“Read ten books” still has 2 open milestones. Tick them off as well?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT')).toEqual([]);
    expect(within(card('Read ten books')).getByRole('button', { name: 'Mark goal as completed' })).toHaveFocus();
  });

  it('ticks the open milestones in the same save when asked to', async () => {
    const goal = makeGoal({ title: 'Read ten books', milestones: threeMilestones() });
    const { calls, user } = renderGoals({ goals: [goal] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete goal and milestones' }));

    expect(await screen.findByText(GOAL_MESSAGES.completedToast)).toBeInTheDocument();
    await waitFor(() => expect(milestoneStates('Read ten books')).toEqual([true, true, true]));
    expect(within(card('Read ten books')).getByText('100%')).toBeInTheDocument();
    const [put] = callsTo(calls, 'PUT', `/goals/${goal._id}`);
    expect((put?.body as GoalBody).status).toBe('completed');
    expect((put?.body as GoalBody).milestones).toEqual(goal.milestones.map(({ _id, title }) => ({ _id, title, completed: true, dueDate: null })));
  });

  it('Undo in the toast puts back the status, the progress and the milestones', async () => {
    const goal = makeGoal({ title: 'Read ten books', milestones: threeMilestones() });
    const { calls, user } = renderGoals({ goals: [goal] });
    await user.click(within(await findCard('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete goal and milestones' }));
    await waitFor(() => expect(milestoneStates('Read ten books')).toEqual([true, true, true]));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The goal is back as it was.')).toBeInTheDocument();
    await waitFor(() => expect(milestoneStates('Read ten books')).toEqual([true, false, false]));
    expect(within(card('Read ten books')).getByText('33%')).toBeInTheDocument();
    expect(within(card('Read ten books')).getByRole('button', { name: 'Mark goal as completed' })).toBeInTheDocument();
    const undo = callsTo(calls, 'PUT', `/goals/${goal._id}`)[1]!.body as GoalBody;
    expect(undo.status).toBe('active');
    expect(undo.milestones?.map((milestone) => milestone.completed)).toEqual([true, false, false]);
  });

  it('Undo brings back a goal that left the Active filter when it was completed', async () => {
    const { user } = renderGoals({ goals: [makeGoal({ title: 'Read ten books', milestones: [makeMilestone('Goal defined', true)] })] });
    await user.click(await screen.findByRole('button', { name: 'Active (1)' }));
    await user.click(within(card('Read ten books')).getByRole('button', { name: 'Mark goal as completed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Read ten books' })).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await findCard('Read ten books')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active (1)' })).toHaveAttribute('aria-pressed', 'true');
  });
});
