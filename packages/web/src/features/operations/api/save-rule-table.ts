import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { RuleTableSaveRequest } from '@psc/core/operations/rule-tables.schemas';
import { opsRequest } from './ops-request.ts';
import { ruleTablesQueryKey } from './list-rule-tables.ts';

/** POST /api/ops/rules/{tableId}: a new version; the list and the table are read again. */
export const useSaveRuleTable = (tableId: RuleTableId) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RuleTableSaveRequest) =>
      opsRequest(operationsEndpoints.saveRuleTable, { params: { tableId }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleTablesQueryKey }),
  });
};
