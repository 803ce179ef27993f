import { defaultPrivacy, notificationSettingsBody, notificationSettingsOf, type NotificationSettings, type Privacy, type UpdateMeBody, type User } from '@coaching/contract';
import { useState } from 'react';
import { authApi } from '../../api/auth.js';
import { useAuth } from '../../auth/auth-provider.js';
import { useDraftSave } from '../../components/use-draft-save.js';

/** What the Save Settings button stores: the Notifications and Privacy cards. */
export type ClientSettingsDraft = { notifications: NotificationSettings; privacy: Privacy };

type Edits = { notifications: Partial<NotificationSettings>; privacy: Partial<Privacy> };
const NO_EDITS: Edits = { notifications: {}, privacy: {} };

/** The values of `edited` that differ from `saved`: what a save has to send. */
function changed<T extends Record<string, boolean>>(saved: T, edited: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(edited).filter(([key, value]) => saved[key] !== value)) as Partial<T>;
}

/** The edits a save did not store. */
function unsent<T extends Record<string, boolean>>(edits: Partial<T>, sent: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(edits).filter(([key, value]) => sent[key] !== value)) as Partial<T>;
}

/** PUT /auth/me's body for the changed switches of both cards. */
export function draftBody(change: { notifications: Partial<NotificationSettings>; privacy: Partial<Privacy> }): UpdateMeBody {
  return { ...notificationSettingsBody(change.notifications), ...(Object.keys(change.privacy).length > 0 ? { privacy: change.privacy } : {}) };
}

/**
 * The page's draft of the Notifications and Privacy cards over the signed-in user's saved settings. Save sends
 * what changed in one PUT /auth/me; the user it returns becomes the saved settings. A failed save keeps the draft.
 */
export function useClientSettings(user: User) {
  const { setUser } = useAuth();
  const feedback = useDraftSave();
  const [edits, setEdits] = useState<Edits>(NO_EDITS);

  const saved: ClientSettingsDraft = { notifications: notificationSettingsOf(user), privacy: user.privacy ?? defaultPrivacy() };
  const change = { notifications: changed(saved.notifications, edits.notifications), privacy: changed(saved.privacy, edits.privacy) };
  const values: ClientSettingsDraft = { notifications: { ...saved.notifications, ...change.notifications }, privacy: { ...saved.privacy, ...change.privacy } };
  const dirty = Object.keys(change.notifications).length + Object.keys(change.privacy).length > 0;

  const setNotification = (key: keyof NotificationSettings, value: boolean) =>
    setEdits((current) => ({ ...current, notifications: { ...current.notifications, [key]: value } }));
  const setPrivacy = (key: keyof Privacy, value: boolean) => setEdits((current) => ({ ...current, privacy: { ...current.privacy, [key]: value } }));

  /** Saves the draft; what it changed, once saved, or undefined when nothing was (failed, or nothing to save). */
  const save = async () => {
    if (!dirty) return undefined;
    const sent = change;
    const ok = await feedback.run(async () => {
      setUser(await authApi.updateMe(draftBody(sent)));
      // A switch flipped again while the save was on its way stays in the draft.
      setEdits((current) => ({ notifications: unsent(current.notifications, sent.notifications), privacy: unsent(current.privacy, sent.privacy) }));
    });
    return ok ? sent : undefined;
  };

  const discard = () => {
    setEdits(NO_EDITS);
    feedback.reset();
  };

  return { saved, values, dirty, setNotification, setPrivacy, save, discard, ...feedback };
}

export type ClientSettings = ReturnType<typeof useClientSettings>;
