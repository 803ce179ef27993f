import { PROFILE_MESSAGES, SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { useState } from 'react';
import { useAuth } from '../auth/auth-provider.js';
import { notify } from './notify.js';

/** How a change saved at once ended: saved, failed, or nothing to save (not signed in, or no change). */
export type SaveOutcome = 'saved' | 'failed' | 'unchanged';

/**
 * The feedback of a settings card whose every change is saved at once (spec section 8): 'Settings updated'
 * when it is; when it is not, the toast 'Failed to update settings' and the card's own line 'Failed to save
 * settings. Please try again.', which stays until a later change of the card is saved.
 */
export function useSettingsSave() {
  const { setUser } = useAuth();
  const [failure, setFailure] = useState<string>();

  /** Says how a save made elsewhere ended (the language and theme choices, which toast their failures themselves). */
  const settled = (outcome: SaveOutcome): SaveOutcome => {
    if (outcome === 'saved') {
      setFailure(undefined);
      notify.success(SUCCESS_MESSAGES.settingsUpdated);
    }
    if (outcome === 'failed') setFailure(PROFILE_MESSAGES.saveSettingsFailed);
    return outcome;
  };

  /** Runs a PUT /auth/me; the user it returns becomes the signed-in user. */
  const save = async (request: () => Promise<User>): Promise<SaveOutcome> => {
    try {
      setUser(await request());
      return settled('saved');
    } catch {
      notify.error(PROFILE_MESSAGES.saveSettingsFailedToast);
      return settled('failed');
    }
  };

  return { failure, save, settled };
}
