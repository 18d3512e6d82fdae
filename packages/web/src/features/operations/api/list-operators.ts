import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const operatorsQueryKey = endpointQueryKey(operationsEndpoints.listOperators);

/** GET /api/ops/operators. */
export const useOperators = () =>
  useQuery(
    queryOptions({
      queryKey: operatorsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listOperators, { signal }),
    }),
  );
