import {
  CreateTemplateBodySchema,
  IdParamsSchema,
  successEnvelope,
  TEMPLATE_MESSAGES,
  TemplateListQuerySchema,
  TemplateListSchema,
  TemplateResultSchema,
  UpdateTemplateBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { TemplatesService } from './templates.service.js';

const Errors = errorReplies(400, 401, 403, 404);
const TemplateReply = successEnvelope(TemplateResultSchema);
const common = signedInRoutes('templates');

export type TemplatesRoutesOptions = { templatesService: TemplatesService; guards: Guards };

/** /api/templates: the coach's session plans and message templates (issue 18). */
export const templatesRoutes: FastifyPluginAsyncZod<TemplatesRoutesOptions> = async (app, { templatesService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: "The coach's templates, most recently changed first; ?kind= for session plans or message templates only",
      querystring: TemplateListQuerySchema,
      response: { 200: successEnvelope(TemplateListSchema), ...Errors },
    },
  }, async (request) => ok({ templates: await templatesService.list(caller(request), request.query) }));

  app.post('', {
    schema: {
      ...common,
      summary: 'A new template: a session plan needs at least one agenda item, a message template some text',
      body: CreateTemplateBodySchema,
      response: { 201: TemplateReply, ...Errors },
    },
  }, async (request, reply) => {
    const template = await templatesService.create(caller(request), request.body);
    return reply.status(201).send(ok({ template }, TEMPLATE_MESSAGES.created));
  });

  app.get('/:id', {
    schema: { ...common, summary: 'One of the coach’s templates', params: IdParamsSchema, response: { 200: TemplateReply, ...Errors } },
  }, async (request) => ok({ template: await templatesService.get(caller(request), request.params.id) }));

  app.put('/:id', {
    schema: {
      ...common,
      summary: 'Changes a template’s title, text or agenda; its kind stays',
      params: IdParamsSchema,
      body: UpdateTemplateBodySchema,
      response: { 200: TemplateReply, ...Errors },
    },
  }, async (request) => ok({ template: await templatesService.update(caller(request), request.params.id, request.body) }, TEMPLATE_MESSAGES.saved));

  app.delete('/:id', {
    schema: {
      ...common,
      summary: 'Deletes a template; sessions scheduled with it keep their copy of the plan',
      params: IdParamsSchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await templatesService.remove(caller(request), request.params.id);
    return ok(null, TEMPLATE_MESSAGES.deleted);
  });

  app.post('/:id/duplicate', {
    schema: { ...common, summary: 'A copy of a template, titled "… (copy)", not yet used', params: IdParamsSchema, response: { 201: TemplateReply, ...Errors } },
  }, async (request, reply) => {
    const template = await templatesService.duplicate(caller(request), request.params.id);
    return reply.status(201).send(ok({ template }, TEMPLATE_MESSAGES.duplicated));
  });

  app.post('/:id/use', {
    schema: { ...common, summary: 'Counts a use of a template (a message template inserted in a conversation)', params: IdParamsSchema, response: { 200: TemplateReply, ...Errors } },
  }, async (request) => ok({ template: await templatesService.use(caller(request), request.params.id) }));
};
