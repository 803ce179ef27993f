import { afterEach, describe, expect, it } from 'vitest';
import { i18n, messagesReady } from './i18n.js';
import { applyLanguage } from './language.js';
import { localizeMessage } from './localize-message.js';
import enMessages from './locales/en/messages.js';

afterEach(() => {
  if (!i18n.hasResourceBundle('en', 'messages')) i18n.addResourceBundle('en', 'messages', enMessages, true, true);
});

describe('the server’s English messages in another language', () => {
  it('are said in Spanish on a page first loaded in Spanish, with no English catalogue loaded before', async () => {
    await applyLanguage('es');
    // As a browser that opened the app in Spanish: only the Spanish catalogues are there.
    i18n.removeResourceBundle('en', 'messages');
    expect(localizeMessage('Data exported successfully')).toBe('Data exported successfully');
    await messagesReady();
    expect(localizeMessage('Data exported successfully')).toBe('Datos exportados correctamente');
    expect(localizeMessage('Account deleted successfully')).toBe('Cuenta eliminada correctamente');
  });
});
