import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const marketDashboardQueryKey = endpointQueryKey(operationsEndpoints.dashboard);

/** GET /api/ops/market/dashboard: each series' last publication and its age. */
export const useMarketDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: marketDashboardQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.dashboard, { signal }),
    }),
  );
