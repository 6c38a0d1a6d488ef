import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query client: one per page load, shared by the router's loaders and the screens. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx is the server's answer and will not change on retry; only failures without an answer are retried.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
