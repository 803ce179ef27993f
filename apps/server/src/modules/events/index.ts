import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import type { UserEvents } from '../../realtime/index.js';
import { defineModule } from '../module.js';
import { eventsRoutes } from './events.routes.js';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export type EventsModuleOptions = { userEvents: UserEvents; guards: Guards; heartbeatMs?: number };

/** /api/events: the per-user event stream, and the hourly pruning of the events it keeps for resuming. */
export const eventsPlugin: FastifyPluginAsyncZod<EventsModuleOptions> = async (app, options) => {
  const { userEvents, guards, heartbeatMs } = options;
  const prune = async () => {
    try {
      const removed = await userEvents.prune();
      if (removed > 0) app.log.info({ removed }, 'expired user events removed');
    } catch (error) {
      app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'could not remove expired user events');
    }
  };
  const timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // Not `options` as a whole: its prefix belongs to this plugin, not again to the routes.
  await app.register(eventsRoutes, { userEvents, guards, heartbeatMs });
};

export const eventsModule = defineModule({
  name: 'events',
  build: ({ userEvents, guards }: Pick<Platform, 'userEvents'> & { guards: Guards }) => ({
    routes: (api) => api.register(eventsPlugin, { prefix: '/events', userEvents, guards }),
  }),
});
