import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-provider.js';
import { notify } from '../components/notify.js';
import type { SaveOutcome } from '../components/use-settings-save.js';
import { messagesReady } from './i18n.js';
import { applyLanguage } from './language.js';
import { toLanguage, visitorLanguage, type Language } from './languages.js';

/**
 * The language switcher's choice: applied at once, remembered in this browser for the public pages, and saved
 * to the signed-in user's preferences (PUT /auth/me), which decide the language wherever they sign in.
 */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const language = toLanguage(i18n.resolvedLanguage) ?? 'en';

  const choose = async (choice: Language): Promise<SaveOutcome> => {
    visitorLanguage.write(choice);
    await applyLanguage(choice);
    if (!user || user.preferences.language === choice) return 'unchanged';
    try {
      const { authApi } = await import('../api/auth.js');
      setUser(await authApi.updateMe({ preferences: { language: choice } }));
      return 'saved';
    } catch {
      await messagesReady();
      notify.error(i18n.t('messages:profile.saveSettingsFailedToast'));
      return 'failed';
    }
  };

  return { language, choose };
}
