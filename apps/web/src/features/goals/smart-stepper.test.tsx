import { GOAL_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAssistant } from './assistant-test-utils.js';
import { onPhone, renderGoals } from './goals-test-utils.js';

const LABELS = ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound'];

type Screen = { name: string; open: () => Promise<{ user: UserEvent; scope: HTMLElement }>; next: string };

const SCREENS: Screen[] = [
  {
    name: 'the goal dialog',
    next: 'Continue',
    open: async () => {
      const { user } = renderGoals({ path: '/client/goals/new' });
      return { user, scope: await screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal }) };
    },
  },
  {
    name: 'the Goal Assistant',
    next: 'Next',
    open: async () => {
      const { user } = renderAssistant();
      await screen.findByRole('heading', { level: 1, name: 'Goal Assistant' });
      return { user, scope: document.body };
    },
  },
];

const stepper = (scope: HTMLElement) => within(scope).getByRole('region', { name: 'SMART criteria' });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'textarea' });
const currentStep = (scope: HTMLElement) => stepper(scope).querySelector<HTMLElement>('[aria-current="step"]')!;

describe.each(SCREENS)('The SMART stepper of $name', ({ open, next }) => {
  it('shows the five steps in a row on a wide screen, the current field below them', async () => {
    const { scope } = await open();
    const steps = stepper(scope);
    expect(steps).toHaveAttribute('data-orientation', 'horizontal');
    for (const label of LABELS) expect(within(steps).getByText(label, { selector: '.MuiStepLabel-label' })).toBeVisible();
    expect(within(currentStep(scope)).getByText('Specific')).toBeVisible();
    expect(currentStep(scope)).not.toContainElement(field(scope, 'Specific'));
  });

  it('stands the steps one under another on a phone, the field inside the current step', async () => {
    onPhone();
    const { user, scope } = await open();
    expect(stepper(scope)).toHaveAttribute('data-orientation', 'vertical');
    expect(currentStep(scope)).toContainElement(field(scope, 'Specific'));

    await user.click(field(scope, 'Specific'));
    await user.paste('Run a 10k race');
    await user.click(within(scope).getByRole('button', { name: next }));
    await waitFor(() => expect(currentStep(scope)).toContainElement(field(scope, 'Measurable')));
    expect(field(scope, 'Measurable')).toHaveFocus();
    expect(within(stepper(scope)).queryByLabelText('Specific', { selector: 'textarea' })).not.toBeInTheDocument();
  });
});
