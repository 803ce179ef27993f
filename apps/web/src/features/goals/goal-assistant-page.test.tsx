import { COPY_CONFIRMATION_MS, GOAL_MESSAGES } from '@coaching/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGoal } from '../../test/factories.js';
import { apiFail, apiOk, button, completeSteps, criterionField, GOAL, renderAssistant } from './assistant-test-utils.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('GoalAssistantPage steps', () => {
  it('holds Next until the step has text, goes Back, and shows the summary after Finish', async () => {
    const { user } = renderAssistant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Goal Assistant' })).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(button('Back')).toBeDisabled();

    await user.click(await criterionField('Specific'));
    await user.paste('   ');
    expect(button('Next')).toBeDisabled();
    await user.paste('Run a 10k race');
    expect(button('Next')).toBeEnabled();
    await user.click(button('Next'));
    expect(await criterionField('Measurable')).toHaveFocus();
    expect(button('Next')).toBeDisabled();
    await user.click(button('Back'));
    expect(await criterionField('Specific')).toHaveValue('   Run a 10k race');
  });

  it('shows all five criteria, the title and the category in the summary', async () => {
    const { user } = renderAssistant();
    await user.click(await screen.findByLabelText('Title', { selector: 'input' }));
    await user.paste('Lead better meetings');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Career Development' }));
    await completeSteps(user);

    expect(await screen.findByRole('heading', { level: 2, name: GOAL_MESSAGES.assistantSummaryTitle })).toHaveFocus();
    expect(screen.getByTestId('summary-title')).toHaveTextContent('Lead better meetings');
    expect(screen.getByText('Career Development')).toBeInTheDocument();
    for (const text of Object.values(GOAL)) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('returns to step 0 with everything kept on Edit Goal', async () => {
    const { user } = renderAssistant();
    await user.click(await screen.findByLabelText('Title', { selector: 'input' }));
    await user.paste('Lead better meetings');
    await completeSteps(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Goal' }));

    expect(await criterionField('Specific')).toHaveValue(GOAL.specific);
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('Lead better meetings');
    await user.click(button('Next'));
    expect(await criterionField('Measurable')).toHaveValue(GOAL.measurable);
  });
});

describe('GoalAssistantPage summary actions', () => {
  it('asks for confirmation, then saves with the defaults applied and opens My Goals', async () => {
    const { user, calls, router } = renderAssistant((call) => (call.path === '/goals' ? apiOk('POST /goals', makeGoal()) : undefined));
    await completeSteps(user);
    await user.click(await screen.findByRole('button', { name: 'Save Goal' }));

    const dialog = await screen.findByRole('dialog', { name: GOAL_MESSAGES.saveConfirmTitle });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Goal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/client/goals'));
    expect(await screen.findByText(GOAL_MESSAGES.created)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as Record<string, unknown>;
    expect(calls[0]!.method).toBe('POST');
    expect(body).toMatchObject({
      title: 'Lead our weekly team meeting',
      description: GOAL_MESSAGES.defaultDescription,
      category: 'Personal Growth',
      smartCriteria: GOAL,
      aiSuggestions: [],
    });
    const monthsAhead = (new Date(body.targetDate as string).getTime() - Date.now()) / (30 * 86_400_000);
    expect(monthsAhead).toBeGreaterThan(2.9);
    expect(monthsAhead).toBeLessThan(3.1);
  });

  it("shows the server's validation message when the save fails and keeps the goal", async () => {
    const { user, router } = renderAssistant(() =>
      apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ msg: GOAL_MESSAGES.titleTooLong, path: 'title' }]),
    );
    await completeSteps(user);
    await user.click(await screen.findByRole('button', { name: 'Save Goal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Goal' }));

    // Shown on the page and in the toast alike.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(GOAL_MESSAGES.titleTooLong);
    expect(router.state.location.pathname).toBe('/client/goals/assistant');
    expect(screen.getByText(GOAL.specific)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the goal was not saved, without the server’s internals, when the server fails', async () => {
    const { user } = renderAssistant(() => apiFail(500, 'SQLITE_BUSY: database is locked', 'INTERNAL_ERROR'));
    await completeSteps(user);
    await user.click(await screen.findByRole('button', { name: 'Save Goal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Goal' }));

    // On the page and in the toast.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
        expect.arrayContaining([GOAL_MESSAGES.saveFailed, GOAL_MESSAGES.saveFailedRetry]),
      ),
    );
    expect(screen.queryByText(/SQLITE_BUSY/)).not.toBeInTheDocument();
  });

  it('copies the goal as text and says Copied! for two seconds', async () => {
    const { user } = renderAssistant();
    await completeSteps(user);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(await screen.findByRole('button', { name: GOAL_MESSAGES.copyToClipboard }));

    expect(await screen.findByRole('button', { name: GOAL_MESSAGES.copied })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(GOAL_MESSAGES.copied);
    expect(writeText).toHaveBeenCalledWith(
      [
        'Lead our weekly team meeting',
        'Category: Personal Growth',
        '',
        `Specific: ${GOAL.specific}`,
        `Measurable: ${GOAL.measurable}`,
        `Achievable: ${GOAL.achievable}`,
        `Relevant: ${GOAL.relevant}`,
        `Time-bound: ${GOAL.timeBound}`,
      ].join('\n'),
    );
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 200));
    expect(screen.getByRole('button', { name: GOAL_MESSAGES.copied })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: GOAL_MESSAGES.copyToClipboard })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
