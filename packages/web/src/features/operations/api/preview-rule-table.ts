import { useMutation } from '@tanstack/react-query';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/rules/{tableId}/preview: problems by path, or what the version changes; nothing is saved. */
export const usePreviewRuleTable = (tableId: RuleTableId) =>
  useMutation({
    mutationFn: (content: unknown) =>
      opsRequest(operationsEndpoints.previewRuleTable, { params: { tableId }, body: { content } }),
  });
