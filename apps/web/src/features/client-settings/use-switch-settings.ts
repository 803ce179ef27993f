import type { UpdateMeBody } from '@coaching/contract';
import { useState } from 'react';
import { authApi } from '../../api/auth.js';
import { useSettingsSave } from '../../components/use-settings-save.js';

/**
 * A card of on/off settings, each saved the moment it is flipped: a switch shows its new value at once and
 * goes back to the saved one if the save fails. The signed-in user the server returns becomes the saved value.
 */
export function useSwitchSettings<Key extends string>(saved: Record<Key, boolean>, bodyOf: (change: Partial<Record<Key, boolean>>) => UpdateMeBody) {
  const saver = useSettingsSave();
  // Flips on their way to the server, shown over the saved values until their save settles.
  const [pending, setPending] = useState<Partial<Record<Key, boolean>>>({});
  const values: Record<Key, boolean> = { ...saved, ...pending };

  // A flip made since this one was sent is still on its way: it, not this one, decides what the switch shows.
  const settle = (key: Key, value: boolean) =>
    setPending((current) => {
      if (current[key] !== value) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });

  const change = async (key: Key, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    const change = { [key]: value } as Partial<Record<Key, boolean>>;
    await saver.save(() => authApi.updateMe(bodyOf(change)));
    settle(key, value);
  };

  return { values, change, failure: saver.failure };
}
