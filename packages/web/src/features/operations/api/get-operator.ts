import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

/** GET /api/ops/me: who is signed in to the console, and with which role. */
export const operatorQueryOptions = (accessToken: string) =>
  queryOptions({
    queryKey: [...operationsQueryKey, 'me', accessToken],
    queryFn: ({ signal }) => opsRequest(operationsEndpoints.me, { signal }),
    staleTime: Infinity,
  });

export const useOperator = (accessToken: string) => useQuery(operatorQueryOptions(accessToken));
