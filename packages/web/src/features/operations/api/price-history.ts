import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

/** GET /api/ops/market/history: one period's published prices over time. */
export const usePriceHistory = (contractId: string, periodId: string | null) => {
  const query: Record<string, string> = periodId === null ? { contractId } : { contractId, periodId };
  return useQuery(
    queryOptions({
      queryKey: [...operationsQueryKey, 'price-history', query],
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.priceHistory, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
};
