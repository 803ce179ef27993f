import { GOAL_MESSAGES } from '@coaching/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGoal, onPhone, renderGoals } from './goals-test-utils.js';

const following = (first: HTMLElement, second: HTMLElement) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Goal dialog layout', () => {
  it('fills a phone screen and puts the steps and the AI help before the optional details, without opening the keyboard', async () => {
    onPhone();
    renderGoals({ path: '/client/goals/new' });
    const dialog = await screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    const steps = within(dialog).getByRole('region', { name: 'SMART criteria' });
    const summarize = within(dialog).getByRole('button', { name: 'Summarize' });
    const title = within(dialog).getByLabelText('Title', { selector: 'input' });
    expect(following(steps, summarize)).toBe(true);
    expect(following(summarize, title)).toBe(true);
    expect(title).not.toHaveFocus();
  });

  it('keeps the usual dialog on a wide screen, details first with the cursor in Title', async () => {
    renderGoals({ path: '/client/goals/new' });
    const dialog = await screen.findByRole('dialog', { name: GOAL_MESSAGES.addNewGoal });
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
    const title = within(dialog).getByLabelText('Title', { selector: 'input' });
    expect(title).toHaveFocus();
    expect(following(title, within(dialog).getByRole('region', { name: 'SMART criteria' }))).toBe(true);
  });

  it('shows all five criteria of the goal being edited, and follows the typing', async () => {
    const smartCriteria = { specific: 'Read ten novels', measurable: 'Ten books logged', achievable: 'Twenty pages a night', relevant: 'I miss reading', timeBound: 'By June' };
    const { user } = renderGoals({ goals: [makeGoal({ title: 'Read ten books', smartCriteria })] });
    await user.click(within(await screen.findByRole('article', { name: 'Read ten books' })).getByRole('button', { name: 'Edit goal' }));
    const dialog = await screen.findByRole('dialog', { name: GOAL_MESSAGES.editGoal });

    const toggle = within(dialog).getByRole('button', { name: 'All five criteria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const overview = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(overview).getAllByRole('definition').map((text) => text.textContent)).toEqual(Object.values(smartCriteria));

    await user.click(within(dialog).getByLabelText('Specific', { selector: 'textarea' }));
    await user.keyboard(' and two plays');
    expect(within(overview).getByText('Read ten novels and two plays')).toBeInTheDocument();
  });
});
