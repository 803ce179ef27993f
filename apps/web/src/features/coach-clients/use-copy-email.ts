import { SUCCESS_MESSAGES } from '@coaching/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.js';

/** Copy Email (spec section 2): the address on the clipboard and 'Email copied to clipboard' (section 8). */
export function useCopyEmail() {
  const { t } = useTranslation('coach-clients');
  return async (email: string) => {
    try {
      await navigator.clipboard.writeText(email);
      notify.success(SUCCESS_MESSAGES.emailCopied);
    } catch {
      // No clipboard (a page not served securely) or the permission was refused.
      notify.error(t('copyFailed'));
    }
  };
}
