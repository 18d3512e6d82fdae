import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const isWorthRetrying = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
      },
      // Offline, a change fails at once with 'The server could not be reached.' rather than waiting, its button
      // busy, to be sent whenever the network returns (issue 48 items 9 and 11, decision 0097).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
