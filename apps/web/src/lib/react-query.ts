import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError, isUnreachableError } from './api-error';
import { followConnection } from './connection';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      silent?: boolean;
      /**
       * Kept out of the offline copy (features/offline): a desk screen's large answer, which
       * nobody needs on a site without coverage and whose saving would stall the screen.
       */
      onlineOnly?: boolean;
    };
    mutationMeta: { silent?: boolean };
  }
}

type ErrorReporter = (error: unknown) => void;

/** Client errors (4xx) will not change by asking again; network hiccups might. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const hasStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

/**
 * A busy server refuses a request before doing any of it (503 SERVICE_UNAVAILABLE with
 * Retry-After), so even a change is safe to send again; any other failure of a change is not.
 */
export const shouldRetryChange = (failureCount: number, error: unknown): boolean =>
  failureCount < 3 && isApiError(error, 'SERVICE_UNAVAILABLE');

/**
 * Errors are reported globally (STYLE 11) unless a query or mutation shows them itself
 * (`meta.silent`) or the session just ended (401 sends the user to the login screen). A read
 * that answers 403 or 404 is not reported either: the screen shows its calm "no access" or
 * "not found" state (LoadError), and a red toast on top would only alarm. Nor is a read that
 * found no server: the offline banner says so, and the query waits for it (lib/connection.ts).
 */
export const createQueryClient = (report: ErrorReporter): QueryClient => {
  const onError = (error: unknown, meta: { silent?: boolean } | undefined) => {
    if (meta?.silent || hasStatus(error, 401)) return;
    report(error);
  };
  // TanStack starts out assuming a connection and only follows later online/offline events; a
  // page opened offline (or with Crewhub not answering) must know at once, so its queries wait
  // (paused, stored data kept) instead of failing.
  followConnection();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!hasStatus(error, 403, 404) && !isUnreachableError(error)) onError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      // A change made offline fails at once with the offline text (errorText) rather than
      // waiting paused and firing hours later, when it may no longer be what the user meant.
      mutations: { retry: shouldRetryChange, networkMode: 'always' },
    },
  });
};
