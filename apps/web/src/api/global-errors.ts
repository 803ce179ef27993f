import { GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { isApiError } from './api-error.js';

/**
 * The app-wide text for a failed call (spec section 8), or undefined where the spec shows nothing
 * globally: 404, 422, and 401, which the session handles by signing out.
 */
export function globalErrorMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return GLOBAL_ERROR_MESSAGES.unexpected;
  if (error.kind === 'timeout') return GLOBAL_ERROR_MESSAGES.timeout;
  if (error.kind === 'network') return GLOBAL_ERROR_MESSAGES.network;
  if (error.status === 401 || error.status === 404 || error.status === 422) return undefined;
  if (error.status === 403) return GLOBAL_ERROR_MESSAGES.forbidden;
  if (error.status >= 500) return GLOBAL_ERROR_MESSAGES.server;
  return error.message || GLOBAL_ERROR_MESSAGES.unexpected;
}
