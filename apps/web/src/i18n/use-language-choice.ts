import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth.js';
import { useAuth } from '../auth/auth-provider.js';
import { notify } from '../components/notify.js';
import { applyLanguage } from './language.js';
import { toLanguage, visitorLanguage, type Language } from './languages.js';

/**
 * The language switcher's choice: applied at once, remembered in this browser for the public pages, and saved
 * to the signed-in user's preferences (PUT /auth/me), which decide the language wherever they sign in.
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation(['common', 'messages']);
  const { user, setUser } = useAuth();
  const language = toLanguage(i18n.resolvedLanguage) ?? 'en';

  const choose = async (choice: Language) => {
    visitorLanguage.write(choice);
    await applyLanguage(choice);
    if (!user || user.preferences.language === choice) return;
    try {
      setUser(await authApi.updateMe({ preferences: { language: choice } }));
    } catch {
      notify.error(t('messages:profile.saveSettingsFailedToast'));
    }
  };

  return { language, choose };
}
