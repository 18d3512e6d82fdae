import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const accountsQueryKey = endpointQueryKey(operationsEndpoints.searchAccounts);

/** GET /api/ops/accounts?q=: by name, a user's e-mail or id. */
export const useAccountSearch = (query: string) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.searchAccounts, {}, query),
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.searchAccounts, { query: { q: query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
