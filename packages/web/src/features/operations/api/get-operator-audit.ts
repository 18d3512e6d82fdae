import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export type AuditFilter = { action?: string; target?: string };

/** GET /api/ops/audit: newest first; `target` narrows it to one account or publication, `action` to one kind. */
export const useOperatorAudit = (filter: AuditFilter = {}) => {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  return useQuery(
    queryOptions({
      queryKey: [...operationsQueryKey, 'audit', query],
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.audit, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
};
