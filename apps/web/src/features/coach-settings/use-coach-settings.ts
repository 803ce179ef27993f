import type { SessionPreferences, User } from '@coaching/contract';
import { useState } from 'react';
import { useCoachAvailability, useUpdateAvailability } from '../../api/sessions.js';
import { authApi } from '../../api/auth.js';
import { useAuth } from '../../auth/auth-provider.js';
import { useDraftSave } from '../../components/use-draft-save.js';
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
  const feedback = useDraftSave();

  const account = editedAccount ?? accountSettingsOf(user);
  const sessions = editedSessions ?? availability.data?.sessionPreferences;

  /** Saves whichever of the two changed; the account settings it stored, or undefined when it failed. */
  const save = async (): Promise<AccountSettings | undefined> => {
    const sentAccount = editedAccount;
    const ok = await feedback.run(async () => {
      await Promise.all([
        sentAccount &&
          authApi.updateMe(updateMeBody(sentAccount)).then((saved) => {
            setUser(saved);
            setEditedAccount(undefined);
          }),
        editedSessions && updateAvailability.mutateAsync(availabilityBody(editedSessions)).then(() => setEditedSessions(undefined)),
      ]);
    });
    return ok ? sentAccount : undefined;
  };

  const discard = () => {
    setEditedAccount(undefined);
    setEditedSessions(undefined);
    feedback.reset();
  };

  return {
    account,
    changeAccount: setEditedAccount,
    sessions,
    sessionsQuery: availability,
    changeSessions: setEditedSessions,
    dirty: editedAccount !== undefined || editedSessions !== undefined,
    save,
    discard,
    saving: feedback.saving,
    failure: feedback.failure,
    notice: feedback.notice,
  };
}
