import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, expectHidden, expectPath, expectVisible, field, submitSignIn, text, toast, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// A fresh account: it ends deleted, and the demo client every other journey signs in with stays in English.
const suffix = Date.now().toString(36);
const ACCOUNT = { email: `marta.${suffix}@example.com`, username: `marta_${suffix}`, password: 'Datos123!', firstName: 'Marta', lastName: 'Ruiz' };
const BIO = 'Product designer moving into team leadership.';
const REFLECTION = 'Hoy hablé primero en la reunión del equipo y me sentí escuchada.';

async function register(page: Page): Promise<void> {
  const registered = await page.request.post('/api/auth/register', {
    data: { email: ACCOUNT.email, username: ACCOUNT.username, password: ACCOUNT.password, role: 'client', profile: { firstName: ACCOUNT.firstName, lastName: ACCOUNT.lastName } },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

describe('the client’s own space', () => {
  it('a client edits the profile, switches to Spanish, writes a reflection that stays and is charted, exports their data and deletes the account', async () => {
    const page = await browser.newPage();
    await register(page);
    await page.goto('/login');
    await submitSignIn(page, ACCOUNT.email, ACCOUNT.password);
    await expectPath(page, '/client', 20_000);

    // My Profile: Edit, a bio, Save Changes; it is there after a reload.
    await page.goto('/client/profile');
    await button(page, 'Edit Profile').click();
    await field(page, 'Bio').fill(BIO);
    await button(page, 'Save Changes').click();
    await expectVisible(toast(page, 'Profile updated successfully!'));
    await page.reload();
    await expectVisible(text(page, BIO));

    // Settings, Appearance: Spanish, and the whole app follows at once, without a reload.
    await page.goto('/client/settings');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Configuración' }));
    await expectVisible(page.getByRole('heading', { name: 'Gestión de datos' }));
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');

    // Progress, in Spanish: a daily reflection, kept after a reload and drawn in today's trend.
    await page.getByRole('navigation', { name: /Navegación principal|Main/ }).getByRole('link', { name: 'Progreso' }).click();
    await expectPath(page, '/client/progress');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Progreso' }));
    await page.getByRole('tab', { name: 'Reflexiones' }).click();
    await button(page, 'Reflexión diaria').click();
    const dialog = page.getByRole('dialog', { name: 'Reflexión diaria' });
    await dialog.getByRole('textbox').fill(REFLECTION);
    await button(dialog, 'Guardar').click();
    await expectHidden(dialog);
    await expectVisible(text(page, REFLECTION));
    await page.reload();
    await expectVisible(text(page, REFLECTION));
    await page.getByRole('tab', { name: 'Resumen' }).click();
    const trend = page.getByRole('region', { name: 'Ánimo, confianza y participación' });
    await button(trend, 'Ver como tabla').click();
    const today = trend.getByRole('table').getByRole('row').last();
    await expectVisible(today);
    await expect(today.getByRole('cell').allTextContents()).resolves.toEqual(['7', '7', '1']);

    // Data Management: the export holds the profile and the reflection.
    await page.goto('/client/settings');
    await button(page, 'Exportar mis datos').click();
    const exportDialog = page.getByRole('dialog', { name: '¿Exportar tus datos?' });
    const download = page.waitForEvent('download');
    await button(exportDialog, 'Descargar').click();
    const file = await download;
    // Said for 3 seconds: looked for before the file is read.
    await expectVisible(toast(page, 'Datos exportados correctamente'));
    expect(file.suggestedFilename()).toMatch(/^coaching-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { format: string; account: { email: string }; profile: { bio: string }; reflections: { reflection: string }[] };
    expect(exported.format).toBe('coaching-platform-export');
    expect(exported.account.email).toBe(ACCOUNT.email);
    expect(exported.profile.bio).toBe(BIO);
    expect(exported.reflections.map((reflection) => reflection.reflection)).toEqual([REFLECTION]);

    // Deleting asks for the password, then lands on the landing page, signed out; the account no longer signs in.
    await button(page, 'Eliminar mi cuenta').click();
    const deleteDialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await field(deleteDialog, 'Contraseña').fill(ACCOUNT.password);
    await deleteDialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expectVisible(toast(page, 'Cuenta eliminada correctamente'));
    await expectPath(page, '/');
    const signIn = await page.request.post('/api/auth/login', { data: { email: ACCOUNT.email, password: ACCOUNT.password } });
    expect(signIn.status()).toBe(401);
    await page.goto('/client');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/client');
  });
});
