import { PublicSettingsSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import type { PlatformSettingsStore } from './settings.store.js';

/** GET /api/settings/public: what the sign-up page must know before anyone signs in (issue 20). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<{ platformSettings: PlatformSettingsStore }> = async (app, { platformSettings }) => {
  app.get('/public', {
    schema: {
      tags: ['settings'],
      summary: 'Whether registration is open, whether a new coach waits for verification, and the default language',
      response: { 200: successEnvelope(PublicSettingsSchema) },
    },
  }, async () => {
    const { registrationOpen, coachVerificationRequired, defaultLanguage } = platformSettings.current().general;
    return ok({ registrationOpen, coachVerificationRequired, defaultLanguage });
  });
};
