import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const cataloguePricesQueryKey = [...operationsQueryKey, 'billing', 'prices'] as const;

/** GET /api/ops/billing/prices: every band of the catalogue. */
export const useCataloguePrices = () =>
  useQuery(
    queryOptions({
      queryKey: cataloguePricesQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.cataloguePrices, { signal }),
    }),
  );
