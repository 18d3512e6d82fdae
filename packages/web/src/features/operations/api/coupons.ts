import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const couponsQueryKey = [...operationsQueryKey, 'billing', 'coupons'] as const;

/** GET /api/ops/billing/coupons. */
export const useCoupons = () =>
  useQuery(
    queryOptions({
      queryKey: couponsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.coupons, { signal }),
    }),
  );
