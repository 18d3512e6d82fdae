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
      mutations: { retry: false },
    },
  });
