import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const operatorsQueryKey = [...operationsQueryKey, 'operators'] as const;

/** GET /api/ops/operators. */
export const useOperators = () =>
  useQuery(
    queryOptions({
      queryKey: operatorsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listOperators, { signal }),
    }),
  );
