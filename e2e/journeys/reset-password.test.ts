import { describe, expect, it } from 'vitest';
import { button, expectPath, expectVisible, useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('reset password page', () => {
  it('without a token explains why and cannot be submitted; Back to Login goes to /login', async () => {
    const page = await browser.newPage();
    await page.goto('/reset-password');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Invalid or missing reset token. Please request a new password reset.' }));
    const submit = button(page, 'Reset Password');
    await expectVisible(submit);
    expect(await submit.isDisabled(), "'Reset Password' should be disabled without a token").toBe(true);

    await page.getByRole('button', { name: 'Back to Login' }).or(page.getByRole('link', { name: 'Back to Login' })).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
  });

  it("with a token, the first click on 'Back to Login' leaves (the focused empty field does not shift it away)", async () => {
    const page = await browser.newPage();
    await page.goto('/reset-password?token=x');
    await expectVisible(button(page, 'Reset Password'));
    await page.getByRole('button', { name: 'Back to Login' }).or(page.getByRole('link', { name: 'Back to Login' })).click();
    await expectPath(page, '/login');
  });
});
