import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/rules/{tableId}: the current version, its rows and the history. */
export const useRuleTable = (tableId: RuleTableId) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.ruleTable, { tableId }),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.ruleTable, { params: { tableId }, signal }),
    }),
  );
