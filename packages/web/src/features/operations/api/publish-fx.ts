import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { FxFileRequest } from '@psc/core/operations/operations.schemas';
import { marketDashboardQueryKey } from './get-market-dashboard.ts';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/fx: a new publication; the dashboard reads again. */
export const usePublishFx = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FxFileRequest) => opsRequest(operationsEndpoints.publishFx, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDashboardQueryKey }),
  });
};
