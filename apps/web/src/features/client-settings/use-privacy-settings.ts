import { defaultPrivacy, PROFILE_MESSAGES, SUCCESS_MESSAGES, type Privacy, type User } from '@coaching/contract';
import { useState } from 'react';
import { useUpdatePrivacy } from '../../api/privacy.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../../components/notify.js';

export type PrivacyKey = keyof Privacy;

/**
 * The client's privacy switches, each saved the moment it is flipped: a switch shows its new value at once and
 * goes back to the saved one if the save fails. The signed-in user the server returns becomes the saved value.
 */
export function usePrivacySettings(user: User) {
  const { setUser } = useAuth();
  const update = useUpdatePrivacy();
  // Flips on their way to the server, shown over the saved values until their save settles.
  const [pending, setPending] = useState<Partial<Privacy>>({});
  const privacy: Privacy = { ...(user.privacy ?? defaultPrivacy()), ...pending };

  // A flip made since this one was sent is still on its way: it, not this one, decides what the switch shows.
  const settle = (key: PrivacyKey, value: boolean) =>
    setPending((current) => {
      if (current[key] !== value) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });

  const change = async (key: PrivacyKey, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    try {
      setUser(await update.mutateAsync({ [key]: value }));
      notify.success(SUCCESS_MESSAGES.settingsUpdated);
    } catch {
      notify.error(PROFILE_MESSAGES.saveSettingsFailed);
    } finally {
      settle(key, value);
    }
  };

  return { privacy, change };
}
