import { ERROR_TABLE, ErrorCodeSchema, GOAL_MESSAGES } from '@coaching/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, validationError } from '../../src/http/app-error.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';

/** A bare app with only the error handler, answering GET /:code by throwing that code. */
async function throwingApp(build: (code: (typeof ErrorCodeSchema.options)[number]) => AppError) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get<{ Params: { code: (typeof ErrorCodeSchema.options)[number] } }>('/:code', async (request) => {
    throw build(request.params.code);
  });
  await app.ready();
  return app;
}

describe('AppError, thrown by code', () => {
  it.each(ErrorCodeSchema.options)('%s answers with the status and message of the contract table', async (code) => {
    const app = await throwingApp((thrown) => new AppError(thrown));
    const response = await app.inject({ method: 'GET', url: `/${code}` });
    expect(response.statusCode).toBe(ERROR_TABLE[code].status);
    expect(response.json()).toEqual({ success: false, error: { code, message: ERROR_TABLE[code].message } });
    await app.close();
  });

  it('carries a more specific message, field errors and headers when given them', async () => {
    const app = await throwingApp(() => new AppError('ACCOUNT_LOCKED', { message: 'Wait a minute', headers: { 'retry-after': '60' } }));
    const response = await app.inject({ method: 'GET', url: '/ACCOUNT_LOCKED' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ success: false, error: { code: 'ACCOUNT_LOCKED', message: 'Wait a minute' } });
    expect(new AppError('NOT_FOUND', GOAL_MESSAGES.notFound)).toMatchObject({ statusCode: 404, message: GOAL_MESSAGES.notFound });
    await app.close();
  });

  it('makes a validation error from field errors: 400, the first message, the errors listed', async () => {
    const errors = [{ msg: 'Title is required', path: 'title' }];
    const app = await throwingApp(() => validationError(errors));
    const response = await app.inject({ method: 'GET', url: '/VALIDATION_ERROR' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Title is required' }, errors });
    expect(validationError([]).message).toBe(ERROR_TABLE.VALIDATION_ERROR.message);
    await app.close();
  });
});
