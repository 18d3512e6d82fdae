import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingCatalogueEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/plans (the get-all-plans call). */
export const getPlans = (signal?: AbortSignal) =>
  apiRequest(billingCatalogueEndpoints.plans.path, {
    schema: billingCatalogueEndpoints.plans.reply,
    ...(signal ? { signal } : {}),
  });

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(billingCatalogueEndpoints.plans),
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 60_000,
  });

export const usePlans = () => useQuery(getPlansQueryOptions());
