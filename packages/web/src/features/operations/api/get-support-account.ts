import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/accounts/{id}: status, plan, licences and users. */
export const useSupportAccount = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.account, { accountId }),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.account, { params: { accountId }, signal }),
    }),
  );
