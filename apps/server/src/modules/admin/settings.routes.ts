import {
  AiSettingsReplySchema,
  AiTestReplySchema,
  CrisisResourceListSchema,
  CrisisResourceSchema,
  GeneralSettingsReplySchema,
  IdParamsSchema,
  SETTINGS_MESSAGES,
  successEnvelope,
  UpdateAiSettingsBodySchema,
  UpdateCrisisResourceBodySchema,
  UpdateGeneralSettingsBodySchema,
  UpsertCrisisResourceBodySchema,
} from '@coaching/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../http/authenticate.js';
import { aiBudget } from '../../http/ai-budget.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { SettingsAdminService } from './settings.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const common = signedInRoutes('admin settings');

export type SettingsRoutesOptions = { settingsAdminService: SettingsAdminService; guards: Guards; messagesPerMinute: () => number };

/**
 * /api/admin/settings and /api/admin/ai-settings (issue 20): the platform's settings, the AI defaults and
 * message rate, the model test and the crisis resources. Every admin reads; a change needs users.manage
 * (general) or ai.configure (AI, crisis resources), and is audited.
 */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { settingsAdminService: service, guards, messagesPerMinute }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('/settings', {
    schema: { ...common, summary: 'The platform settings: registration, coach verification, timezone, default language, mail sender', response: { 200: successEnvelope(GeneralSettingsReplySchema), ...Errors } },
  }, async (request) => ok(await service.general(actorOf(request))));

  app.put('/settings', {
    schema: {
      ...common,
      summary: 'Changes the platform settings (users.manage); fields left out keep their value',
      body: UpdateGeneralSettingsBodySchema,
      response: { 200: successEnvelope(GeneralSettingsReplySchema), ...Errors },
    },
  }, async (request) => ok(await service.updateGeneral(actorOf(request), request.body), SETTINGS_MESSAGES.generalSaved));

  app.get('/ai-settings', {
    schema: { ...common, summary: 'The AI defaults, the per-user message rate and the engine in use', response: { 200: successEnvelope(AiSettingsReplySchema), ...Errors } },
  }, async (request) => ok(await service.ai(actorOf(request))));

  app.put('/ai-settings', {
    schema: {
      ...common,
      summary: 'Changes the AI defaults and the message rate (ai.configure); fields left out keep their value',
      body: UpdateAiSettingsBodySchema,
      response: { 200: successEnvelope(AiSettingsReplySchema), ...Errors },
    },
  }, async (request) => ok(await service.updateAi(actorOf(request), request.body), SETTINGS_MESSAGES.aiSaved));

  // A test reaches the model: it spends from the admin's AI budget like any other call that does, and is not
  // waited on inside a transaction.
  app.post('/ai-settings/test', {
    preHandler: aiBudget(app, messagesPerMinute),
    config: { writeTransaction: false },
    schema: { ...common, summary: 'Sends the engine in use a short test message and times its answer', response: { 200: successEnvelope(AiTestReplySchema), ...errorReplies(401, 403, 429) } },
  }, async (request) => ok(await service.testModel(actorOf(request))));

  app.get('/crisis-resources', {
    schema: { ...common, summary: 'Where a person in crisis is pointed, per country and kind (ZZ: every other country)', response: { 200: successEnvelope(CrisisResourceListSchema), ...Errors } },
  }, async (request) => ok({ resources: await service.crisisResourceList(actorOf(request)) }));

  app.put('/crisis-resources', {
    schema: {
      ...common,
      summary: "Adds a country's resource of a kind, or replaces it (ai.configure)",
      body: UpsertCrisisResourceBodySchema,
      response: { 200: successEnvelope(z.object({ resource: CrisisResourceSchema })), ...Errors },
    },
  }, async (request) => ok({ resource: await service.saveCrisisResource(actorOf(request), request.body) }, SETTINGS_MESSAGES.resourceSaved));

  app.patch('/crisis-resources/:id', {
    schema: {
      ...common,
      summary: 'Changes the name, contact or address of a resource (ai.configure)',
      params: IdParamsSchema,
      body: UpdateCrisisResourceBodySchema,
      response: { 200: successEnvelope(z.object({ resource: CrisisResourceSchema })), ...Errors },
    },
  }, async (request) => ok({ resource: await service.updateCrisisResource(actorOf(request), request.params.id, request.body) }, SETTINGS_MESSAGES.resourceSaved));

  app.delete('/crisis-resources/:id', {
    schema: { ...common, summary: "Deletes a resource (ai.configure); the fallback emergency number (ZZ) stays", params: IdParamsSchema, response: { 200: successEnvelope(z.object({})), ...Errors } },
  }, async (request) => {
    await service.deleteCrisisResource(actorOf(request), request.params.id);
    return ok({}, SETTINGS_MESSAGES.resourceDeleted);
  });
};
