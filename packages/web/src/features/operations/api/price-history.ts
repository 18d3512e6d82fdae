import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/market/history: one period's published prices over time. */
export const usePriceHistory = (contractId: string, periodId: string | null) => {
  const query: Record<string, string> = periodId === null ? { contractId } : { contractId, periodId };
  return useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.priceHistory, {}, query),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.priceHistory, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
};
