import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export type AuditFilter = { action?: string; target?: string };

/** GET /api/ops/audit: newest first; `target` narrows it to one account or publication, `action` to one kind. */
export const useOperatorAudit = (filter: AuditFilter = {}) => {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  return useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.audit, {}, query),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.audit, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
};
