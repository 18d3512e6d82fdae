import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

/** GET /api/ops/audit: newest first; `target` narrows it to one account or publication. */
export const useOperatorAudit = (target?: string) =>
  useQuery(
    queryOptions({
      queryKey: [...operationsQueryKey, 'audit', target ?? ''],
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.audit, { query: target === undefined ? {} : { target }, signal }),
    }),
  );
