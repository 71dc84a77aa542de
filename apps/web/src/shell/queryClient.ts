import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/errors';
import { onEndSession } from './session/endSession';

/** Client errors (4xx) are answers, not glitches: retrying them would only repeat the failure. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A signed-out browser keeps nothing of the last user's data.
onEndSession(() => queryClient.clear());
