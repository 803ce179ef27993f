/**
 * How one try to deliver went. `retry`: the provider was unreachable or failed on its side (a network
 * error, a timeout, 429, 5xx), try again later; `failed`: it refused what was sent (4xx), do not;
 * `gone`: the browser's subscription no longer exists (404, 410). Reasons never hold a secret, an
 * endpoint or a phone number.
 */
export type DeliveryOutcome =
  | { kind: 'sent'; providerId?: string }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

/** The outcome of an HTTP answer that is not a success. */
export function outcomeOfStatus(service: string, status: number, detail = ''): DeliveryOutcome {
  const reason = `${service} answered ${status}${detail ? ` (${detail})` : ''}`;
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'failed', reason };
}

/** The outcome of a request that got no answer: the error's kind only (its message may quote the address). */
export function outcomeOfNetworkError(service: string, error: unknown): DeliveryOutcome {
  const name = error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : (((error.cause as { code?: string } | undefined)?.code ?? error.name))) : 'failed';
  return { kind: 'retry', reason: `${service} unreachable: ${name}` };
}

/** How long one call to a provider may take. */
export const DELIVERY_TIMEOUT_MS = 10_000;
