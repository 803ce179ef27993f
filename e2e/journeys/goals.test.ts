import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, DEMO, expectHidden, expectNoSeriousA11yViolations, expectPath, expectVisible, field, signIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

const GOAL_TITLE = 'Speak at the spring product conference';
const SPECIFIC = 'Give a 20-minute talk about our design system at the spring product conference';

function goalCard(page: Page) {
  return page.getByRole('article', { name: GOAL_TITLE });
}

describe('goals', () => {
  it('a client creates a goal through the stepper with Expand, completes it, reopens it and deletes it', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);

    // The dashboard's widget shows the seeded goals and leads to My Goals.
    await expectVisible(page.getByRole('heading', { name: 'Welcome back, Jordan!' }));
    await page.getByRole('link', { name: 'View all goals' }).click();
    await expectPath(page, '/client/goals');
    await expectVisible(page.getByRole('heading', { name: 'My Goals', level: 1 }));
    await expectVisible(page.getByRole('button', { name: /^All \(3\)$/ }));

    await button(page, 'Add Goal').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Goal' });
    await field(dialog, 'Title').fill(GOAL_TITLE);
    await expect(button(dialog, 'Continue').isDisabled()).resolves.toBe(true);
    await field(dialog, 'Specific').fill(SPECIFIC);

    // Expand fills the criteria not yet written, from what the client wrote.
    await button(dialog, 'Expand').click();
    const suggestion = page.getByRole('dialog', { name: /expanded goal/ });
    await expectVisible(suggestion);
    await expectVisible(suggestion.getByText(/Measurable:/));
    await button(suggestion, 'Apply Suggestions').click();
    await expectHidden(suggestion);

    for (const step of ['Measurable', 'Achievable', 'Relevant', 'Time-bound']) {
      await button(dialog, 'Continue').click();
      const criterion = field(dialog, step);
      await expectVisible(criterion);
      expect((await criterion.inputValue()).length, `${step} should have been filled by Expand`).toBeGreaterThan(10);
    }
    await button(dialog, 'Create').click();
    await expectVisible(toast(page, 'Goal created'));
    await expectHidden(dialog);

    const card = goalCard(page);
    await expectVisible(card);
    await expectVisible(text(card, '20%'));
    await expectVisible(page.getByRole('button', { name: /^All \(4\)$/ }));

    // Completing it is saved: it stays completed after a reload.
    await card.getByRole('button', { name: 'Mark goal as completed' }).click();
    await expectVisible(toast(page, 'Goal completed'));
    await expectVisible(text(card, '100%'));
    await page.reload();
    await expectVisible(goalCard(page).getByRole('button', { name: 'Mark goal as active' }));
    await expectVisible(text(goalCard(page), '100%'));

    // Reopened, it is active again with its milestones' progress, and edits open at the first step.
    await goalCard(page).getByRole('button', { name: 'Mark goal as active' }).click();
    await expectVisible(toast(page, 'Goal reopened'));
    await expectVisible(text(goalCard(page), '20%'));
    await goalCard(page).getByRole('button', { name: 'Edit goal' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(field(editDialog, 'Specific').inputValue()).resolves.toContain(SPECIFIC);
    await button(editDialog, 'Cancel').click();
    await expectHidden(editDialog);

    // Deleting asks first; only the confirmation removes it.
    await goalCard(page).getByRole('button', { name: 'Delete goal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete goal' });
    await expectVisible(confirm.getByText('Are you sure you want to delete this goal?'));
    await button(confirm, 'Delete').click();
    await expectVisible(toast(page, 'Goal deleted'));
    await expectHidden(goalCard(page));
    await page.reload();
    await expectVisible(page.getByRole('button', { name: /^All \(3\)$/ }));
    await expectHidden(goalCard(page));
  });

  it('the goal screens pass axe: My Goals, the SMART dialog, the Goal Assistant with a suggestion', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/client/goals');
    await expectVisible(page.getByRole('article').first());
    await expectNoSeriousA11yViolations(page);

    await page.goto('/client/goals/new');
    const dialog = page.getByRole('dialog', { name: 'Add New Goal' });
    await expectVisible(field(dialog, 'Specific'));
    await expectNoSeriousA11yViolations(page);

    await page.goto('/client/goals/assistant');
    await expectVisible(page.getByRole('heading', { name: 'Goal Assistant', level: 1 }));
    await field(page, 'Specific').fill('Run a half marathon in under two hours');
    await button(page, 'Refine').click();
    await expectVisible(button(page, 'Apply Suggestions'));
    await expectNoSeriousA11yViolations(page);
  });
});
