import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@psc/core/audit/audit.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export type AuditFilters = { types: string[]; email: string; fromMs: number | null; toMs: number | null };

export const auditSearchParams = (filters: AuditFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set('types', filters.types.join(','));
  if (filters.email.trim() !== '') params.set('email', filters.email.trim());
  if (filters.fromMs !== null) params.set('from', String(filters.fromMs));
  if (filters.toMs !== null) params.set('to', String(filters.toMs));
  return params;
};

/** GET /api/v1/accounts/audit: one page of the account's events, newest first. */
export const getAuditEvents = (filters: AuditFilters, before: number | null, signal?: AbortSignal) => {
  const params = auditSearchParams(filters);
  params.set('limit', '50');
  if (before !== null) params.set('before', String(before));
  return apiRequest(`${auditEndpoints.list.path}?${params.toString()}`, {
    schema: auditEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });
};

export const getAuditEventsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: endpointQueryKey(auditEndpoints.list, {}, filters),
    queryFn: ({ pageParam, signal }) => getAuditEvents(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export const useAuditEvents = (filters: AuditFilters) =>
  useInfiniteQuery(getAuditEventsQueryOptions(filters));
