import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-provider.js';
import { notify } from '../components/notify.js';
import type { SaveOutcome } from '../components/use-settings-save.js';
import { messagesReady } from '../i18n/i18n.js';
import { themeOfChoice, useColorMode, type ThemeChoice } from './color-mode.js';

/**
 * The theme menu's and the settings' choice: applied at once, kept in this browser, and saved to the signed-in
 * user's preferences (PUT /auth/me), which the app applies wherever they sign in. A failed save keeps the
 * choice here and says so ('Failed to update settings').
 */
export function useThemeChoice() {
  const { i18n } = useTranslation();
  const { choice, mode, setChoice } = useColorMode();
  const { user, setUser } = useAuth();

  const choose = async (next: ThemeChoice): Promise<SaveOutcome> => {
    setChoice(next);
    const theme = themeOfChoice(next);
    if (!user || user.preferences.theme === theme) return 'unchanged';
    try {
      // Loaded on the first choice: the landing's theme menu needs no API client to paint.
      const { authApi } = await import('../api/auth.js');
      setUser(await authApi.updateMe({ preferences: { theme } }));
      return 'saved';
    } catch {
      await messagesReady();
      notify.error(i18n.t('messages:profile.saveSettingsFailedToast'));
      return 'failed';
    }
  };

  return { choice, mode, choose };
}
