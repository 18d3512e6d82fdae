import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export const ruleTablesQueryKey = [...operationsQueryKey, 'rule-tables'] as const;

/** GET /api/ops/rules: every rule table with its current version. */
export const useRuleTables = () =>
  useQuery(
    queryOptions({
      queryKey: ruleTablesQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listRuleTables, { signal }),
    }),
  );
