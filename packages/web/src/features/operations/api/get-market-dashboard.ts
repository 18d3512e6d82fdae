import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const marketDashboardQueryKey = [...operationsQueryKey, 'market-dashboard'] as const;

/** GET /api/ops/market/dashboard: each series' last publication and its age. */
export const useMarketDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: marketDashboardQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.dashboard, { signal }),
    }),
  );
