import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { accountsQueryKey } from './search-accounts.ts';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/accounts/{id}: status, plan, licences and users. */
export const useSupportAccount = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...accountsQueryKey, 'detail', accountId],
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.account, { params: { accountId }, signal }),
    }),
  );
