import { PROFILE_MESSAGES, SUCCESS_MESSAGES, type SessionPreferences, type User } from '@coaching/contract';
import { useState } from 'react';
import { useCoachAvailability, useUpdateAvailability } from '../../api/sessions.js';
import { authApi } from '../../api/auth.js';
import { useAuth } from '../../auth/auth-provider.js';
import { useSuccessNotice } from '../../components/password-change/use-success-notice.js';
import { notify } from '../../components/notify.js';
import { accountSettingsOf, availabilityBody, updateMeBody, type AccountSettings } from './settings-draft.js';

/**
 * The page's draft over what is saved: the coach's settings and notifications (their user) and their session
 * preferences (their schedule, GET/PUT /coach/availability). Save stores whichever of the two changed.
 */
export function useCoachSettings(user: User) {
  const { setUser } = useAuth();
  const availability = useCoachAvailability();
  const updateAvailability = useUpdateAvailability();
  const [editedAccount, setEditedAccount] = useState<AccountSettings>();
  const [editedSessions, setEditedSessions] = useState<SessionPreferences>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useSuccessNotice();

  const account = editedAccount ?? accountSettingsOf(user);
  const sessions = editedSessions ?? availability.data?.sessionPreferences;

  const save = async () => {
    setFailure(undefined);
    setNotice(undefined);
    setSaving(true);
    try {
      await Promise.all([
        editedAccount &&
          authApi.updateMe(updateMeBody(editedAccount)).then((saved) => {
            setUser(saved);
            setEditedAccount(undefined);
          }),
        editedSessions && updateAvailability.mutateAsync(availabilityBody(editedSessions)).then(() => setEditedSessions(undefined)),
      ]);
      setNotice(SUCCESS_MESSAGES.settingsSaved);
      notify.success(SUCCESS_MESSAGES.settingsUpdated);
    } catch {
      setFailure(PROFILE_MESSAGES.saveSettingsFailed);
      notify.error(PROFILE_MESSAGES.saveSettingsFailedToast);
    } finally {
      setSaving(false);
    }
  };

  return {
    account,
    changeAccount: setEditedAccount,
    sessions,
    sessionsQuery: availability,
    changeSessions: setEditedSessions,
    dirty: editedAccount !== undefined || editedSessions !== undefined,
    save,
    saving,
    failure,
    notice,
  };
}
