import { PROFILE_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { useState } from 'react';
import { notify } from './notify.js';
import { useSuccessNotice } from './password-change/use-success-notice.js';

/**
 * The feedback of a settings page saved with one Save button (spec section 8): 'Settings saved successfully!'
 * on the page and the toast 'Settings updated'; when the save fails, 'Failed to save settings. Please try
 * again.' on the page and the toast 'Failed to update settings', and the draft is the caller's to keep.
 */
export function useDraftSave() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useSuccessNotice();

  /** Runs the save; true when it went through. */
  const run = async (save: () => Promise<void>): Promise<boolean> => {
    setFailure(undefined);
    setNotice(undefined);
    setSaving(true);
    try {
      await save();
      setNotice(SUCCESS_MESSAGES.settingsSaved);
      notify.success(SUCCESS_MESSAGES.settingsUpdated);
      return true;
    } catch {
      setFailure(PROFILE_MESSAGES.saveSettingsFailed);
      notify.error(PROFILE_MESSAGES.saveSettingsFailedToast);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The draft was thrown away: the last save's failure is no longer news. */
  const reset = () => setFailure(undefined);

  return { saving, failure, notice, run, reset };
}
