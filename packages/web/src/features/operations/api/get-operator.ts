import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/me: who is signed in to the console, and with which role. */
export const operatorQueryOptions = (accessToken: string) =>
  queryOptions({
    // One entry per operator token: a new sign-in in this tab never sees the previous operator's reply.
    queryKey: [...endpointQueryKey(operationsEndpoints.me), accessToken],
    queryFn: ({ signal }) => opsRequest(operationsEndpoints.me, { signal }),
    staleTime: Infinity,
  });

export const useOperator = (accessToken: string) => useQuery(operatorQueryOptions(accessToken));
