import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  DEMO,
  expectHidden,
  expectNoSeriousA11yViolations,
  expectPath,
  expectVisible,
  field,
  settle,
  signIn,
  text,
  toast,
  useBrowser,
} from '../support/browser.js';

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
    const specific = await field(dialog, 'Specific').inputValue();

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

    // The card shows the criteria the client wrote, on request.
    await button(card, 'SMART criteria').click();
    await expectVisible(text(card, specific));

    // Completing it asks about the open milestones; ticking them too can be undone from the toast.
    await card.getByRole('button', { name: 'Mark goal as completed' }).click();
    const completeDialog = page.getByRole('dialog', { name: 'Mark goal as completed' });
    await button(completeDialog, 'Complete goal and milestones').click();
    await expectVisible(toast(page, 'Goal completed'));
    await expectVisible(text(card, '100%'));
    await expect(card.getByRole('checkbox', { checked: false }).count()).resolves.toBe(0);
    await button(page, 'Undo').click();
    await expectVisible(toast(page, 'The goal is back as it was.'));
    await expectVisible(text(card, '20%'));
    await expectVisible(card.getByRole('button', { name: 'Mark goal as completed' }));

    // Completing it is saved: it stays completed after a reload.
    await card.getByRole('button', { name: 'Mark goal as completed' }).click();
    await button(completeDialog, 'Complete the goal only').click();
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

  it('the goal screens pass axe: the dashboard widget, My Goals, the SMART dialog, the Goal Assistant with a suggestion', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    // The widget's milestones are boxes to tick.
    await expectVisible(page.getByTestId('widget-goal').first().getByRole('checkbox').first());
    await expectNoSeriousA11yViolations(page);

    await page.goto('/client/goals');
    const firstCard = page.getByRole('article').first();
    await expectVisible(firstCard);
    await button(firstCard, 'SMART criteria').click();
    await expectVisible(firstCard.getByRole('term').first());
    await expectNoSeriousA11yViolations(page);
    await button(firstCard, 'Mark goal as completed').click();
    const completeDialog = page.getByRole('dialog', { name: 'Mark goal as completed' });
    await expectVisible(completeDialog);
    await expectNoSeriousA11yViolations(page);
    await button(completeDialog, 'Cancel').click();
    await expectHidden(completeDialog);

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

  it.each([
    { width: 390, height: 844, shot: 'add-goal-390x844.png' },
    { width: 1440, height: 900, shot: 'add-goal-1440x900.png' },
  ])('the Add Goal dialog is whole at $width x $height: all five steps and the AI help on screen', async ({ width, height, shot }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.setViewportSize({ width, height });
    await page.goto('/client/goals/new');
    const dialog = page.getByRole('dialog', { name: 'Add New Goal' });
    await expectVisible(field(dialog, 'Specific'));
    await settle(page);

    // On the phone the dialog takes the whole screen.
    if (width < 600) expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height });
    const steps = dialog.getByRole('region', { name: 'SMART criteria' });
    const labels = ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound'].map((label) =>
      steps.locator('.MuiStepLabel-label').filter({ hasText: new RegExp(`^${label}$`) }),
    );
    const aiButtons = ['Summarize', 'Expand', 'Refine'].map((name) => button(dialog, name));
    // Without scrolling, inside the dialog's visible area and the window, and not cut short ('Releva…').
    const visibleArea = await dialog.locator('.MuiDialogContent-root').boundingBox();
    for (const target of [...labels, ...aiButtons]) {
      await expectOnScreen(target, visibleArea!, { width, height });
      expect(await target.evaluate((element) => element.scrollWidth <= element.clientWidth), `${String(target)} is cut short`).toBe(true);
    }

    await mkdir('/work/shots', { recursive: true });
    await page.screenshot({ path: `/work/shots/${shot}` });
    await expectNoSeriousA11yViolations(page);

    // The AI help works from there once Specific is written.
    await field(dialog, 'Specific').fill(SPECIFIC);
    await button(dialog, 'Expand').click();
    await expectVisible(page.getByRole('dialog', { name: /expanded goal/ }));
  });

  it('on the Goal Assistant at 1440 x 900 the Refine toast covers neither the steps nor the suggestion', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.client);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/client/goals/assistant');
    await field(page, 'Specific').fill('Delegate more at work soon');
    await button(page, 'Refine').click();
    // The whole toast, not only its text.
    const refined = page.locator('.notistack-MuiContent').filter({ hasText: /^Refined: \d+ improvements?, listed with the suggestion\.$/ });
    await expectVisible(refined);
    await settle(page);
    await mkdir('/work/shots', { recursive: true });
    await page.screenshot({ path: '/work/shots/goal-assistant-refine-1440x900.png' });

    const toastBox = (await refined.boundingBox())!;
    for (const covered of [page.getByRole('region', { name: 'SMART criteria' }), page.getByTestId('assistant-suggestion')]) {
      const box = (await covered.boundingBox())!;
      const overlaps = toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
      expect(overlaps, `the toast at ${JSON.stringify(toastBox)} covers ${String(covered)} at ${JSON.stringify(box)}`).toBe(false);
    }
    // One line: short enough to read in its five seconds.
    expect(toastBox.height).toBeLessThan(64);
  });
});

async function expectOnScreen(target: Locator, area: { x: number; y: number; width: number; height: number }, window: { width: number; height: number }) {
  const box = await target.boundingBox();
  expect(box, `${String(target)} has no box`).not.toBeNull();
  const { x, y, width, height } = box!;
  const inside = (outer: { x: number; y: number; width: number; height: number }) =>
    x >= outer.x && y >= outer.y && x + width <= outer.x + outer.width + 0.5 && y + height <= outer.y + outer.height + 0.5;
  expect(inside(area), `${String(target)} at ${JSON.stringify(box)} is outside the dialog's visible area ${JSON.stringify(area)}`).toBe(true);
  expect(inside({ x: 0, y: 0, ...window }), `${String(target)} at ${JSON.stringify(box)} is outside the window`).toBe(true);
}
