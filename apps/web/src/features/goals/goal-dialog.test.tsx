import { addMonths, AI_MESSAGES, GOAL_MESSAGES, type GoalBody } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, assistReply, callsTo, makeGoal, offContract, renderGoals } from './goals-test-utils.js';

const CRITERIA = ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound'] as const;

const dialog = () => screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'input, textarea' });
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

/** Writes each criterion's text from step `from` on and moves on, ending on the last step written. */
async function fillSteps(user: UserEvent, scope: HTMLElement, texts: string[], from = 0) {
  for (const [offset, text] of texts.entries()) {
    const index = from + offset;
    if (text) {
      await user.click(field(scope, CRITERIA[index]!));
      await user.paste(text);
    }
    if (index < CRITERIA.length - 1) await user.click(button(scope, 'Continue'));
  }
}

describe('Goal dialog', () => {
  it('lets Continue through only a filled-in step and Create only on the last', async () => {
    const { user } = renderGoals({ path: '/client/goals/new' });
    const form = await dialog();
    expect(button(form, 'Continue')).toBeDisabled();
    expect(button(form, 'Back')).toBeDisabled();
    expect(button(form, 'Create')).toBeDisabled();

    await user.type(field(form, 'Specific'), '   ');
    expect(button(form, 'Continue')).toBeDisabled();
    await user.paste('Speak at a conference');
    expect(button(form, 'Continue')).toBeEnabled();
    await user.click(button(form, 'Continue'));
    await waitFor(() => expect(field(form, 'Measurable')).toHaveFocus());
    expect(button(form, 'Create')).toBeDisabled();

    await user.click(button(form, 'Back'));
    expect(field(form, 'Specific')).toHaveValue('   Speak at a conference');
    await user.click(button(form, 'Continue'));
    await fillSteps(user, form, ['One talk accepted', 'Two drafts a month', 'Grows my visibility'], 1);
    expect(button(form, 'Create')).toBeDisabled();
    await user.click(field(form, 'Time-bound'));
    await user.paste('By June');
    expect(within(form).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(button(form, 'Create')).toBeEnabled();
  });

  it('fills the save defaults into what it sends, then closes and shows the new goal', async () => {
    const { calls, router, user } = renderGoals({ path: '/client/goals/new' });
    const form = await dialog();
    await fillSteps(user, form, ['speak at three industry conferences this year', 'Three talks', 'Monthly drafts', 'Visibility', 'By December']);
    await user.click(button(form, 'Create'));

    expect(await screen.findByText(GOAL_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/goals'));
    expect(await screen.findByRole('article', { name: 'Speak at three industry conferences' })).toBeInTheDocument();

    const [post] = callsTo(calls, 'POST', '/goals');
    const body = post!.body as GoalBody & { targetDate: string };
    expect(body).toMatchObject({
      title: 'Speak at three industry conferences',
      description: GOAL_MESSAGES.defaultDescription,
      category: 'Personal Growth',
      smartCriteria: { specific: 'speak at three industry conferences this year', timeBound: 'By December' },
    });
    expect(body.milestones).toBeUndefined();
    const expected = addMonths(new Date(), 3).getTime();
    expect(Math.abs(new Date(body.targetDate).getTime() - expected)).toBeLessThan(60_000);
  });

  it('opens an existing goal at step 0 with its values and saves it with its status, leaving milestones to the server', async () => {
    const goal = makeGoal({ title: 'Read ten books', status: 'completed', category: 'Personal Growth', targetDate: '2030-05-20T12:00:00.000Z' });
    const { calls, user } = renderGoals({ goals: [goal] });
    await user.click(within(await screen.findByRole('article', { name: 'Read ten books' })).getByRole('button', { name: 'Edit goal' }));
    const form = await screen.findByRole('dialog', { name: GOAL_MESSAGES.editGoal });

    expect(field(form, 'Title')).toHaveValue('Read ten books');
    expect(field(form, 'Target Date')).toHaveValue('2030-05-20');
    expect(field(form, 'Specific')).toHaveValue(goal.smartCriteria.specific);
    expect(button(form, 'Back')).toBeDisabled();
    expect(button(form, 'Update')).toBeDisabled();

    await user.clear(field(form, 'Title'));
    await user.type(field(form, 'Title'), 'Read twelve books');
    for (let step = 0; step < 4; step++) await user.click(button(form, 'Continue'));
    await user.click(button(form, 'Update'));

    expect(await screen.findByText(GOAL_MESSAGES.updated)).toBeInTheDocument();
    const [put] = callsTo(calls, 'PUT', `/goals/${goal._id}`);
    expect(put!.body).toMatchObject({ title: 'Read twelve books', status: 'completed', category: 'Personal Growth', aiSuggestions: [] });
    expect(put!.body).not.toHaveProperty('milestones');
    expect(new Date((put!.body as { targetDate: string }).targetDate).toISOString()).toBe(new Date(2030, 4, 20, 12).toISOString());
  });

  it('keeps a milestone ticked while the edit dialog was open', async () => {
    const goal = makeGoal({ title: 'Read ten books' });
    const goals = [goal];
    const milestone = goal.milestones[1]!;
    const { user } = renderGoals({ goals });
    await user.click(within(await screen.findByRole('article', { name: 'Read ten books' })).getByRole('button', { name: 'Edit goal' }));
    const form = await screen.findByRole('dialog', { name: GOAL_MESSAGES.editGoal });

    // The coach ticks it on the server while the client edits.
    goals[0] = { ...goal, milestones: goal.milestones.map((m) => (m._id === milestone._id ? { ...m, completed: true } : m)) };
    await user.type(field(form, 'Title'), ' this year');
    for (let step = 0; step < 4; step++) await user.click(button(form, 'Continue'));
    await user.click(button(form, 'Update'));

    expect(await screen.findByText(GOAL_MESSAGES.updated)).toBeInTheDocument();
    expect(goals[0].title).toBe('Read ten books this year');
    expect(goals[0].milestones.find((m) => m._id === milestone._id)?.completed).toBe(true);
    const saved = await screen.findByRole('article', { name: 'Read ten books this year' });
    expect(within(saved).getByRole('checkbox', { name: milestone.title })).toBeChecked();
  });

  it('shows the server’s validation message and keeps everything typed when saving fails', async () => {
    const message = 'Title must be at most 200 characters';
    const { user } = renderGoals({
      path: '/client/goals/new',
      override: (call) => (call.method === 'POST' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ msg: message, path: 'title' }]) : undefined),
    });
    const form = await dialog();
    await user.type(field(form, 'Title'), 'My title');
    await fillSteps(user, form, ['A', 'B', 'C', 'D', 'E']);
    await user.click(button(form, 'Create'));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(field(form, 'Title')).toHaveValue('My title');
    expect(field(form, 'Time-bound')).toHaveValue('E');
    expect(button(form, 'Create')).toBeEnabled();
  });

  it('checks the contract’s limits before sending', async () => {
    const { calls, user } = renderGoals({ path: '/client/goals/new' });
    const form = await dialog();
    await user.click(field(form, 'Title'));
    await user.paste('x'.repeat(201));
    await fillSteps(user, form, ['A', 'B', 'C', 'D', 'E']);
    await user.click(button(form, 'Create'));
    expect(await within(form).findByText(GOAL_MESSAGES.titleTooLong)).toBeInTheDocument();
    expect(callsTo(calls, 'POST')).toEqual([]);
  });

  it('shows a message the server sent with a 4xx, inline and as a toast', async () => {
    const message = 'You already have a goal with this title';
    const { user } = renderGoals({
      path: '/client/goals/new',
      override: (call) => (call.method === 'POST' ? apiFail(409, message, 'CONFLICT') : undefined),
    });
    const form = await dialog();
    await fillSteps(user, form, ['A', 'B', 'C', 'D', 'E']);
    await user.click(button(form, 'Create'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it.each([
    ['the reply names no reason', () => offContract(new Response('not json', { status: 400 })), 'An unexpected error occurred'],
    ['the server fails', () => apiFail(500, 'connect ECONNREFUSED 127.0.0.1:5432', 'INTERNAL_ERROR'), 'ECONNREFUSED'],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error'],
  ])('says the goal was not saved, and not why, when %s', async (_case, fail, hidden) => {
    const { user } = renderGoals({ path: '/client/goals/new', override: (call) => (call.method === 'POST' ? fail() : undefined) });
    const form = await dialog();
    await fillSteps(user, form, ['A', 'B', 'C', 'D', 'E']);
    await user.click(button(form, 'Create'));

    expect(await within(form).findByRole('alert')).toHaveTextContent(new RegExp(`^${GOAL_MESSAGES.saveFailed}$`));
    expect(await screen.findByText(GOAL_MESSAGES.saveFailedRetry)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(hidden))).not.toBeInTheDocument();
    expect(field(form, 'Time-bound')).toHaveValue('E');
  });

  it('closes on Escape while nothing is typed, and keeps what was typed on Escape and beside-the-dialog clicks', async () => {
    const { user } = renderGoals({ path: '/client/goals/new' });
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: GOAL_MESSAGES.addGoal })[0]!);
    const form = await dialog();
    await user.type(field(form, 'Title'), 'Half marathon');
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog', { name: GOAL_MESSAGES.addNewGoal })).toBe(form);
    expect(field(form, 'Title')).toHaveValue('Half marathon');

    await user.click(button(form, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs the Specific text before the AI helpers run', async () => {
    const { user } = renderGoals({ path: '/client/goals/new' });
    const form = await dialog();
    for (const name of ['Summarize', 'Expand', 'Refine']) expect(button(form, name)).toBeDisabled();
    expect(within(form).getByText(GOAL_MESSAGES.assistNeedsSpecific)).toBeInTheDocument();
    await user.type(field(form, 'Specific'), 'Run a marathon');
    for (const name of ['Summarize', 'Expand', 'Refine']) expect(button(form, name)).toBeEnabled();
  });

  it('shows what Expand suggests and applies it to the form', async () => {
    const suggestion = assistReply('Specific: Run the Berlin marathon\nMeasurable: Under four hours', {
      title: 'Berlin marathon',
      category: 'Health & Wellness',
      specific: 'Run the Berlin marathon',
      measurable: 'Finish under four hours',
      achievable: 'Follow a 16-week plan',
    });
    const { calls, user } = renderGoals({
      path: '/client/goals/new',
      override: (call) => (call.path === '/ai-coaching/assist-goal' ? apiOk('POST /ai-coaching/assist-goal', suggestion) : undefined),
    });
    const form = await dialog();
    await user.type(field(form, 'Specific'), 'Run a marathon');
    await user.click(button(form, 'Expand'));

    const assistant = await screen.findByRole('dialog', { name: 'AI suggestion: expanded goal' });
    expect(assistant).toHaveTextContent('Under four hours');
    expect(callsTo(calls, 'POST', '/ai-coaching/assist-goal')[0]!.body).toEqual({
      goalData: { title: '', category: '', specific: 'Run a marathon', measurable: '', achievable: '', relevant: '', timeBound: '' },
      assistanceType: 'expand',
    });
    await user.click(within(assistant).getByRole('button', { name: GOAL_MESSAGES.applySuggestions }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI suggestion: expanded goal' })).not.toBeInTheDocument());

    expect(field(form, 'Specific')).toHaveValue('Run the Berlin marathon');
    expect(field(form, 'Title')).toHaveValue('Berlin marathon');
    await user.click(button(form, 'Continue'));
    expect(field(form, 'Measurable')).toHaveValue('Finish under four hours');
  });

  it('lists what Refine improved, and toasts it', async () => {
    const reply = assistReply('A sharper goal', { specific: 'Run 42 km', improvements: ['Named the distance', 'Added a date'] });
    const { user } = renderGoals({ path: '/client/goals/new', override: (call) => (call.path === '/ai-coaching/assist-goal' ? apiOk('POST /ai-coaching/assist-goal', reply) : undefined) });
    const form = await dialog();
    await user.type(field(form, 'Specific'), 'Run a marathon');
    await user.click(button(form, 'Refine'));
    const improvements = within(await screen.findByRole('dialog', { name: 'AI suggestion: refined goal' })).getByRole('list', { name: 'Improvements' });
    expect(within(improvements).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Named the distance', 'Added a date']);
    // The toast stays short: it counts the improvements the suggestion lists.
    expect(await screen.findByText('Refined: 2 improvements, listed with the suggestion.')).toBeInTheDocument();
  });

  it('offers an offline suggestion when the AI cannot be reached', async () => {
    const { user } = renderGoals({
      path: '/client/goals/new',
      override: (call) => (call.path === '/ai-coaching/assist-goal' ? apiFail(503, AI_MESSAGES.unavailable, 'AI_SERVICE_UNAVAILABLE') : undefined),
    });
    const form = await dialog();
    await user.type(field(form, 'Specific'), 'Run a marathon');
    await user.click(button(form, 'Expand'));

    const assistant = await screen.findByRole('dialog', { name: 'AI suggestion: expanded goal' });
    expect(assistant).toHaveTextContent('Specific: Run a marathon');
    expect(assistant).toHaveTextContent('Measurable: I will track progress weekly');
    expect(await screen.findAllByText(AI_MESSAGES.offlineSuggestions)).toHaveLength(2);

    await user.click(within(assistant).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI suggestion: expanded goal' })).not.toBeInTheDocument());
    expect(field(form, 'Specific')).toHaveValue('Run a marathon');
  });
});
