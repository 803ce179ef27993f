import { AI_MESSAGES, GOAL_MESSAGES, REFINE_IMPROVEMENTS_TOAST_MS, type GoalSuggestion } from '@coaching/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGoal } from '../../test/factories.js';
import { apiFail, apiOk, button, completeSteps, criterionField, GOAL, renderAssistant, type TestUser } from './assistant-test-utils.js';
import { offlineSuggestion } from './offline-suggestion.js';

const SUGGESTED: GoalSuggestion = {
  title: 'Lead great meetings',
  category: 'Career Development',
  specific: 'Chair the Tuesday team meeting with a shared agenda',
  measurable: 'Twelve meetings, each rated 4 of 5 or better',
  achievable: 'Thirty minutes of preparation every Monday',
  relevant: 'A step towards the team lead role',
  timeBound: 'By 30 June',
  improvements: ['Named the meeting day', 'Added a rating to aim for'],
};

const assistReply = (content: string) => apiOk('POST /ai-coaching/assist-goal', { content, parsedData: SUGGESTED });

afterEach(() => {
  vi.useRealTimers();
});

/** Small steps, so the toast's exit transitions, each started by a render, run within the time. */
function passTime(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => vi.advanceTimersByTime(100));
}

async function writeSpecific(user: TestUser, text = GOAL.specific) {
  await user.click(await criterionField('Specific'));
  await user.paste(text);
}

describe('GoalAssistantPage AI side panel', () => {
  it('lets Summarize work from Measurable alone, while Expand and Refine need Specific', async () => {
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: GOAL_MESSAGES.assistantAiTitle });
    for (const name of ['Summarize', 'Expand', 'Refine']) expect(button(name)).toBeDisabled();
    expect(screen.getByText(GOAL_MESSAGES.assistNeedsSpecificOrMeasurable)).toBeInTheDocument();

    await writeSpecific(user);
    for (const name of ['Summarize', 'Expand', 'Refine']) expect(button(name)).toBeEnabled();
    await user.click(button('Next'));
    await user.click(await criterionField('Measurable'));
    await user.paste(GOAL.measurable);
    await user.click(button('Back'));
    await user.clear(await criterionField('Specific'));

    expect(button('Summarize')).toBeEnabled();
    expect(button('Expand')).toBeDisabled();
    expect(button('Refine')).toBeDisabled();
    expect(screen.getByText(GOAL_MESSAGES.assistNeedsSpecific)).toBeInTheDocument();
  });

  it('shows a refine suggestion with its improvements, and Apply Suggestions fills the goal', async () => {
    const { user, calls } = renderAssistant((call) => (call.path === '/ai-coaching/assist-goal' ? assistReply('A sharper goal') : undefined));
    await writeSpecific(user);
    await user.click(button('Refine'));

    const shown = await screen.findByTestId('assistant-suggestion');
    expect(within(shown).getByText('A sharper goal')).toBeInTheDocument();
    expect(within(shown).getByText(/Named the meeting day/)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/ai-coaching/assist-goal',
        method: 'POST',
        body: { goalData: { title: '', category: '', specific: GOAL.specific, measurable: '', achievable: '', relevant: '', timeBound: '' }, assistanceType: 'refine' },
      },
    ]);

    await user.click(within(shown).getByRole('button', { name: GOAL_MESSAGES.applySuggestions }));
    expect(await criterionField('Specific')).toHaveValue(SUGGESTED.specific);
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue(SUGGESTED.title);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Career Development');
    await user.click(button('Next'));
    expect(await criterionField('Measurable')).toHaveValue(SUGGESTED.measurable);
  });

  it('toasts in a few words, for five seconds, that Refine improved the goal, and lists the improvements in the panel', async () => {
    const { user } = renderAssistant((call) => (call.path === '/ai-coaching/assist-goal' ? assistReply('A sharper goal') : undefined));
    await writeSpecific(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Refine'));

    // A toast long enough to list the improvements covered the steps; it counts them instead.
    const toast = 'Refined: 2 improvements, listed with the suggestion.';
    expect(await screen.findByText(toast)).toBeInTheDocument();
    const improvements = within(screen.getByTestId('assistant-suggestion')).getByRole('list', { name: 'Improvements' });
    expect(within(improvements).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText(/Named the meeting day/)).toHaveLength(1);
    // Well past the default toast's 4 s it is still there; after its own 5 s it goes.
    passTime(REFINE_IMPROVEMENTS_TOAST_MS - 100);
    expect(screen.getByText(toast)).toBeInTheDocument();
    passTime(1_000);
    await waitFor(() => expect(screen.queryByText(toast)).not.toBeInTheDocument());
  });

  it('does not toast improvements for Expand', async () => {
    const { user } = renderAssistant((call) => (call.path === '/ai-coaching/assist-goal' ? assistReply('A longer goal') : undefined));
    await writeSpecific(user);
    await user.click(button('Expand'));
    expect(await screen.findByTestId('assistant-suggestion')).toHaveTextContent('A longer goal');
    expect(screen.queryByText(/^Refined:/)).not.toBeInTheDocument();
  });

  it.each([
    ['the AI service is unavailable', () => apiFail(503, AI_MESSAGES.unavailable, 'AI_SERVICE_UNAVAILABLE')],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says AI assistance is unavailable and offers a local suggestion when %s', async (_case, fail) => {
    const { user } = renderAssistant((call) => (call.path === '/ai-coaching/assist-goal' ? fail() : undefined));
    await writeSpecific(user);
    await user.click(button('Summarize'));

    expect(await screen.findByText(AI_MESSAGES.assistanceUnavailable)).toBeInTheDocument();
    const shown = await screen.findByTestId('assistant-suggestion');
    expect(within(shown).getByText(GOAL_MESSAGES.assistantOfflineSuggestion)).toBeInTheDocument();
    const local = offlineSuggestion({ title: '', category: '', specific: GOAL.specific, measurable: '', achievable: '', relevant: '', timeBound: '' }, 'summarize');
    expect(within(shown).getByText(local.content)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: GOAL_MESSAGES.applySuggestions })).toBeEnabled();
  });

  it('keeps the last five suggestions, newest first, and saves them with the goal', async () => {
    let count = 0;
    const { user, calls } = renderAssistant((call) => {
      if (call.path === '/ai-coaching/assist-goal') return assistReply(`Suggestion ${++count}`);
      if (call.path === '/goals') return apiOk('POST /goals', makeGoal());
    });
    await writeSpecific(user);
    for (let round = 1; round <= 6; round++) {
      await user.click(button('Summarize'));
      await screen.findAllByText(`Suggestion ${round}`);
    }

    const recent = screen.getByRole('list', { name: GOAL_MESSAGES.assistantRecentSuggestions });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([6, 5, 4, 3, 2].map((n) => `Summarize${'Suggestion ' + n}`));

    await user.clear(await criterionField('Specific'));
    await completeSteps(user);
    await user.click(await screen.findByRole('button', { name: 'Save Goal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Goal' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/goals')).toBe(true));
    const save = calls.find((call) => call.path === '/goals')!;
    expect(save.body).toMatchObject({ aiSuggestions: [2, 3, 4, 5, 6].map((n) => `Suggestion ${n}`) });
  });
});
