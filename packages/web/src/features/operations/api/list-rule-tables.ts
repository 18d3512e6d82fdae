import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

export const ruleTablesQueryKey = endpointQueryKey(operationsEndpoints.listRuleTables);

/** GET /api/ops/rules: every rule table with its current version. */
export const useRuleTables = () =>
  useQuery(
    queryOptions({
      queryKey: ruleTablesQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listRuleTables, { signal }),
    }),
  );
