import { describe, expect, it } from 'vitest';
import { DEMO, expectHidden, expectPath, expectVisible, signIn, signInDialog, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('logout', () => {
  it('ends the session: back to sign-in, and the coach area stays closed', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.coach);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token, 'signing in should have stored an access token').toBeTruthy();
    const refreshToken = (await page.context().cookies()).find((cookie) => cookie.name === 'refreshToken')?.value;
    expect(refreshToken, 'signing in should have set the refresh cookie').toBeTruthy();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await Promise.all([expectVisible(toast(page, 'Logged out successfully')), expectPath(page, '/?show=login')]);
    await expectHidden(page.getByTestId('shell-user-name'));
    await expectVisible(signInDialog(page));

    await page.goto('/coach');
    await expectPath(page, '/?show=login');
    await page.reload();
    await expectPath(page, '/?show=login');
    await expectVisible(signInDialog(page));
    await expectHidden(page.getByTestId('shell-user-name'));

    // Over on the server as well, not only forgotten by the browser: the old token no longer opens the API.
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    const refresh = await page.request.post('/api/auth/refresh-token', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
  });
});
