import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { accountsQueryKey } from './search-accounts.ts';

/** GET /api/ops/accounts/{id}/audit: the newest page of the account's own trail. */
export const useAccountAudit = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...accountsQueryKey, 'audit', accountId],
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.accountAudit, { params: { accountId }, query: { limit: 25 }, signal }),
    }),
  );
