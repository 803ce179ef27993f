import { isApiError } from '../../api/api-error.js';

/** What the server said went wrong: its first field message, else its message (spec section 8). */
export function serverMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.userMessage || undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
