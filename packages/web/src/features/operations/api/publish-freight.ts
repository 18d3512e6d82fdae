import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { FreightFileRequest } from '@psc/core/operations/operations.schemas';
import { marketDashboardQueryKey } from './get-market-dashboard.ts';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/freight: a new publication; the dashboard reads again. */
export const usePublishFreight = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FreightFileRequest) => opsRequest(operationsEndpoints.publishFreight, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDashboardQueryKey }),
  });
};
