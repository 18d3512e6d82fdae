import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const alertsQueryKey = endpointQueryKey(alertEndpoints.list);

/** GET /api/v1/alerts: the caller's alerts with their state. */
export const getAlerts = (signal?: AbortSignal) =>
  apiRequest(alertEndpoints.list.path, { schema: alertEndpoints.list.reply, ...(signal ? { signal } : {}) });

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsQueryKey, queryFn: ({ signal }) => getAlerts(signal) });

export const useAlerts = () => useQuery(alertsQueryOptions());
