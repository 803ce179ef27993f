import {
  IdParamsSchema,
  SendAiMessageBodySchema,
  SendAiMessageResultSchema,
  StreamAiMessageBodySchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiBudget } from '../../http/ai-budget.js';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { ChatService } from './chat.service.js';
import { clientGone } from '../../realtime/sse.js';
import { replyAsChatStream } from './chat-stream.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

export type ChatRoutesOptions = { chatService: ChatService; guards: Guards; messagesPerMinute: () => number };

const Errors = errorReplies(400, 401, 403, 404, 409, 429, 503);
const common = signedInRoutes('ai-coaching');
const EventStream = z
  .string()
  .describe('text/event-stream: `data: {"chunk": "..."}` per piece, then `data: {"done": true, "message", "userMessage"}` or `data: {"error": {...}}`');

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chatService, guards, messagesPerMinute }) => {
  // One budget per user for both routes and the coach's AI tools, counted after sign-in so the key is the user, not the address.
  const perUserLimit = aiBudget(app, messagesPerMinute);
  // Sign-in comes first, before the body is read; the budget after validation, so a refused body costs nothing.
  const hooks = { onRequest: guards.requireAuth(), preHandler: perUserLimit };
  // The client's message is kept even when the model then fails, and the model is not waited on
  // inside a transaction: these routes manage their own.
  const config = { writeTransaction: false } as const;

  app.post('/conversations/:id/messages', {
    ...hooks,
    config,
    schema: {
      ...common,
      summary: 'Send a message to the AI coach (the owner); answers with both stored messages',
      params: IdParamsSchema,
      body: SendAiMessageBodySchema,
      response: { 200: successEnvelope(SendAiMessageResultSchema), ...Errors },
    },
  }, async (request, reply) =>
    ok(await chatService.send(caller(request), request.params.id, request.body, { signal: clientGone(reply) })));

  app.post('/conversations/:id/stream', {
    ...hooks,
    config,
    schema: {
      ...common,
      summary: "Send a message and receive the AI coach's reply as Server-Sent Events (the owner)",
      params: IdParamsSchema,
      body: StreamAiMessageBodySchema,
      response: { 200: EventStream, ...Errors },
    },
  }, async (request, reply) => {
    const input = { content: request.body.content, messageType: 'coaching_query' as const };
    return replyAsChatStream(reply, (options) => chatService.send(caller(request), request.params.id, input, options));
  });
};
