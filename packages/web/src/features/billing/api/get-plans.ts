import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/plans (the get-all-plans call). */
export const getPlans = (signal?: AbortSignal) =>
  apiRequest('/api/v1/plans', { schema: planListReplySchema, ...(signal ? { signal } : {}) });

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 60_000,
  });

export const usePlans = () => useQuery(getPlansQueryOptions());
