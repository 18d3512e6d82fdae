import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const couponsQueryKey = endpointQueryKey(operationsEndpoints.coupons);

/** GET /api/ops/billing/coupons. */
export const useCoupons = () =>
  useQuery(
    queryOptions({
      queryKey: couponsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.coupons, { signal }),
    }),
  );
