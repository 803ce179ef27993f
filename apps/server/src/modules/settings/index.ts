import { formatMailbox } from '@coaching/contract';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createSettingsRepository } from './settings.repository.js';
import { publicSettingsRoutes } from './settings.routes.js';
import { createPlatformSettings } from './settings.store.js';

export type { PlatformSettingsStore, SettingsChange, SettingsUpdate } from './settings.store.js';

/**
 * The platform's settings (issue 20): lends platformSettings, read in memory by registration, the AI
 * budget, analytics and mail; an admin changes them through the admin module's /admin/settings.
 */
export const settingsModule = defineModule({
  name: 'settings',
  build: (deps: Pick<Platform, 'db' | 'config' | 'clock' | 'logger' | 'realtime' | 'mailer'>) => {
    const platformSettings = createPlatformSettings({
      repository: createSettingsRepository(deps.db),
      bus: deps.realtime.bus,
      config: deps.config,
      clock: deps.clock,
      logger: deps.logger,
    });
    deps.mailer.useSender(() => {
      const { mailSenderName, mailSenderAddress } = platformSettings.current().general;
      return formatMailbox(mailSenderName, mailSenderAddress);
    });
    return {
      provides: { platformSettings },
      routes: async (api) => {
        await api.register(publicSettingsRoutes, { prefix: '/settings', platformSettings });
      },
      start: () => platformSettings.start(),
      close: async () => platformSettings.close(),
    };
  },
});
