import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@psc/core/auth/sessions.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const sessionsQueryKey = endpointQueryKey(sessionEndpoints.list);

/** GET /api/v1/sessions: my open sessions, browsers and connected applications. */
export const getSessions = (signal?: AbortSignal) =>
  apiRequest(sessionEndpoints.list.path, {
    schema: sessionEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQueryOptions(), enabled });
