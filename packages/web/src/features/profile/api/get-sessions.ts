import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionListReplySchema } from '@psc/core/auth/sessions.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/v1/sessions: my open sessions, browsers and connected applications. */
export const getSessions = (signal?: AbortSignal) =>
  apiRequest('/api/v1/sessions', { schema: sessionListReplySchema, ...(signal ? { signal } : {}) });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQueryOptions(), enabled });
