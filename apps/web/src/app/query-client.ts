import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.js';
import { globalErrorMessage } from '../api/error-messages.js';
import { isTransientFailure } from '../api/retry.js';
import { notify } from '../components/notify.js';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the screen shows its own message for this failure (spec section 8 screen messages). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function reportGlobally(error: unknown, silent: boolean | undefined): void {
  if (silent) return;
  const message = globalErrorMessage(error);
  if (message) notify.error(message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportGlobally(error, query.meta?.silent) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => reportGlobally(error, mutation.meta?.silent) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A client error will not mend itself by asking again, and the API client has already retried
        // a network failure or a 503 with its own backoff.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500) && !isTransientFailure(error),
      },
    },
  });
}
