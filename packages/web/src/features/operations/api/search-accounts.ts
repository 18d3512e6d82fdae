import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const accountsQueryKey = [...operationsQueryKey, 'accounts'] as const;

/** GET /api/ops/accounts?q=: by name, a user's e-mail or id. */
export const useAccountSearch = (query: string) =>
  useQuery(
    queryOptions({
      queryKey: [...accountsQueryKey, 'search', query],
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.searchAccounts, { query: { q: query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
