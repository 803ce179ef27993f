import { AI_COACHING_MESSAGES } from '@coaching/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The per-user AI budget (AI_MESSAGES_PER_MINUTE): one limiter per app, shared by every route that
 * asks the AI (the AI chat, the coach's AI tools), so a user's calls count against one budget
 * whichever route they come through. A limiter made with app.rateLimit() has a store of its own, so
 * the one limiter is kept per app (the rateLimit decorator is the same function throughout one app).
 * Put it in preHandler, after sign-in, so the key is the user and a refused body costs nothing.
 */
const budgets = new WeakMap<object, preHandlerAsyncHookHandler>();

export function aiBudget(app: FastifyInstance, messagesPerMinute: () => number): preHandlerAsyncHookHandler {
  const existing = budgets.get(app.rateLimit);
  if (existing) return existing;
  const limiter = app.rateLimit({
    // Asked at each request: an admin changes the rate in the AI settings (issue 20).
    max: () => messagesPerMinute(),
    timeWindow: 60_000,
    keyGenerator: (request) => `ai-chat:${request.auth?.userId ?? request.ip}`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', AI_COACHING_MESSAGES.tooManyMessages),
  });
  budgets.set(app.rateLimit, limiter);
  return limiter;
}
