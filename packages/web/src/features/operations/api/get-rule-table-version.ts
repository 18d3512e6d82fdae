import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/rules/{tableId}/versions/{version}: a saved version never changes, so it is read once. */
export const useRuleTableVersion = (tableId: RuleTableId, version: number | null) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.ruleTableVersion, { tableId, version: String(version) }),
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.ruleTableVersion, {
          params: { tableId, version: String(version) },
          signal,
        }),
      enabled: version !== null,
      staleTime: Infinity,
    }),
  );
