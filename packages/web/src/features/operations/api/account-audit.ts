import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/accounts/{id}/audit: the newest page of the account's own trail. */
export const useAccountAudit = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.accountAudit, { accountId }),
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.accountAudit, { params: { accountId }, query: { limit: 25 }, signal }),
    }),
  );
