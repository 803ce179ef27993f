import { z } from 'zod';

/** Machine-readable error codes; each one's status and default message are in ERROR_TABLE (errors.ts). */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'ACCOUNT_DISABLED',
  'ACCOUNT_LOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_RESET_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'AI_SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const FieldErrorSchema = z.object({
  msg: z.string(),
  path: z.string().describe('Dotted path of the offending field, e.g. profile.firstName'),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string(), code: ErrorCodeSchema }),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };

/** Path ids are UUIDs; anything else is a 400 before any query runs. */
export const IdSchema = z.uuid({ error: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });
