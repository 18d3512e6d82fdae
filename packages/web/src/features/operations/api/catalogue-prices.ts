import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const cataloguePricesQueryKey = endpointQueryKey(operationsEndpoints.cataloguePrices);

/** GET /api/ops/billing/prices: every band of the catalogue. */
export const useCataloguePrices = () =>
  useQuery(
    queryOptions({
      queryKey: cataloguePricesQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.cataloguePrices, { signal }),
    }),
  );
