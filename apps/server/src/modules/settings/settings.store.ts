import {
  defaultPlatformSettings,
  type PlatformSettings,
  PlatformSettingsSchema,
  type UpdateAiSettingsBody,
  type UpdateGeneralSettingsBody,
} from '@coaching/contract';
import type { Config } from '../../config.js';
import { afterCommit } from '../../db/ambient.js';
import type { EventBus } from '../../realtime/index.js';
import type { BusLogger } from '../../realtime/bus.js';
import type { SettingsRepository, StoredSettings } from './settings.repository.js';

/** Every instance hears that an admin changed the settings, and reads them again. */
export const SETTINGS_CHANGED_TOPIC = 'settings:changed';
/** While the bus is away a change may go unheard: each instance reads the settings again this often anyway. */
const REFRESH_MS = 60_000;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` over `base`, object by object; arrays and values are replaced whole. */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlain(base) || !isPlain(patch)) return (patch === undefined ? base : patch) as T;
  const merged: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeDeep((base as Plain)[key], value);
  }
  return merged as T;
}

export type SettingsChange = { general?: UpdateGeneralSettingsBody; ai?: UpdateAiSettingsBody };
export type SettingsUpdate = { before: PlatformSettings; after: PlatformSettings; updatedAt: Date };

/**
 * The platform's settings as every request reads them (issue 20): kept in memory, so that the hot paths
 * (registration, the AI budget, mail) read them without a query, and read again from the database when
 * any instance changes them (over the bus), after the bus was away, and every minute. What is stored is
 * only what admins changed, merged over the defaults; a stored value the contract no longer accepts falls
 * back to its section's default rather than breaking the platform.
 */
export function createPlatformSettings(deps: { repository: SettingsRepository; bus: EventBus; config: Pick<Config, 'mailFrom' | 'aiMessagesPerMinute'>; clock: () => Date; logger: BusLogger }) {
  const { repository, bus, logger } = deps;
  const defaults = defaultPlatformSettings(deps.config.mailFrom, deps.config.aiMessagesPerMinute);
  let state: { settings: PlatformSettings; updatedAt: Date | null } = { settings: defaults, updatedAt: null };
  let unsubscribe: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  function resolve(stored: StoredSettings | null): PlatformSettings {
    if (!stored) return defaults;
    const merged = mergeDeep(defaults, stored.settings);
    const parsed = PlatformSettingsSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    logger.warn({ issues: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'stored platform settings are not valid; the defaults stand in for the sections at fault');
    const general = PlatformSettingsSchema.shape.general.safeParse(merged.general);
    const ai = PlatformSettingsSchema.shape.ai.safeParse(merged.ai);
    return { general: general.success ? general.data : defaults.general, ai: ai.success ? ai.data : defaults.ai };
  }

  async function load(): Promise<void> {
    const stored = await repository.read();
    state = { settings: resolve(stored), updatedAt: stored?.updatedAt ?? null };
  }

  const reload = () => {
    load().catch((error: unknown) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'platform settings could not be read again; the last ones read stand'));
  };

  return {
    /** The settings in force on this instance. */
    current(): PlatformSettings {
      return state.settings;
    },
    /** When an admin last changed them; null while they are the defaults. */
    updatedAt(): Date | null {
      return state.updatedAt;
    },
    defaults(): PlatformSettings {
      return defaults;
    },

    /**
     * Applies an admin's change in the current transaction (under a lock, so that two changes apply one
     * after the other); once it commits, this instance and every other one read the new settings.
     */
    async update(change: SettingsChange, by: string): Promise<SettingsUpdate> {
      const stored = await repository.readForUpdate();
      const before = resolve(stored);
      const nextStored = mergeDeep(stored?.settings ?? {}, change) as Plain;
      const after = PlatformSettingsSchema.parse(mergeDeep(defaults, nextStored));
      const updatedAt = deps.clock();
      await repository.write(nextStored, updatedAt, by);
      afterCommit(() => {
        state = { settings: after, updatedAt };
        void bus.publish(SETTINGS_CHANGED_TOPIC, { at: updatedAt.toISOString() }).catch(() => undefined);
      });
      return { before, after, updatedAt };
    },

    async start(): Promise<void> {
      await load();
      unsubscribe = await bus.subscribe(SETTINGS_CHANGED_TOPIC, reload, reload);
      timer = setInterval(reload, REFRESH_MS);
      timer.unref();
    },
    close(): void {
      unsubscribe?.();
      if (timer) clearInterval(timer);
    },
  };
}

export type PlatformSettingsStore = ReturnType<typeof createPlatformSettings>;
