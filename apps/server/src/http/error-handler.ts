import type { ErrorCode, ErrorEnvelope, FieldError } from '@coaching/contract';
import { ERROR_TABLE, HTTP_MESSAGES } from '@coaching/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/errors.js';
import { AppError } from './app-error.js';

type Translated = { status: number; code: ErrorCode; message: string; errors?: FieldError[] };

/** A code's own status and message, from the contract's table. */
const byCode = (code: ErrorCode): Translated => ({ status: ERROR_TABLE[code].status, code, message: ERROR_TABLE[code].message });

/** Fastify's own client errors, by code, in plain words and the right status. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};
/** Seconds a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** What a failure means to the client: status, code and words. */
export function translate(error: FastifyError | AppError | Error): Translated {
  if (error instanceof AppError) {
    return { status: error.statusCode, code: error.code, message: error.message, errors: error.details.errors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      msg: issue.message ?? HTTP_MESSAGES.validationFailed,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    }));
    return { ...byCode('VALIDATION_ERROR'), ...(errors[0] ? { message: errors[0].msg } : {}), errors };
  }
  const code = 'code' in error ? (error as FastifyError).code : undefined;
  const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  if (known) return byCode(known);
  const status = (error as FastifyError).statusCode;
  if (status === 429) return { status, code: 'RATE_LIMITED', message: error.message };
  if (status && status >= 400 && status < 500) {
    // Any other request-shaped failure Fastify reports (bad params, bad headers): plain and safe.
    return { status, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', message: HTTP_MESSAGES.validationFailed };
  }
  if (isDataException(error)) return { ...byCode('VALIDATION_ERROR'), message: HTTP_MESSAGES.unstorableValue };
  if (isDatabaseUnavailable(error)) return byCode('DATABASE_UNAVAILABLE');
  return byCode('INTERNAL_ERROR');
}

/** What may reach the logs of an unexpected error: its kind and code, never SQL, parameters or stack. */
function describeForLog(error: Error): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  const causeCode = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
  return {
    type: error.name,
    code: (error as FastifyError).code ?? causeCode,
    // Drizzle puts the failed query and its parameters in the message; keep only the driver's reason.
    message: isResponseSerializationError(error)
      ? 'response did not match its schema'
      : causeCode && cause instanceof Error
        ? cause.message
        : error.message.startsWith('Failed query')
          ? 'database query failed'
          : error.message,
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const translated = translate(error);
    if (translated.code === 'DATABASE_UNAVAILABLE') {
      // Expected while PostgreSQL restarts; the client retries the request.
      request.log.warn({ err: describeForLog(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (translated.status >= 500) {
      request.log.error({ err: describeForLog(error) }, 'request failed');
    }
    if (error instanceof AppError && error.details.headers) reply.headers(error.details.headers);
    const body: ErrorEnvelope = {
      success: false,
      error: { message: translated.message, code: translated.code },
      ...(translated.errors ? { errors: translated.errors } : {}),
    };
    return reply.status(translated.status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorEnvelope = {
      success: false,
      error: { message: HTTP_MESSAGES.routeNotFound, code: 'NOT_FOUND' },
    };
    return reply.status(404).send(body);
  });
}
