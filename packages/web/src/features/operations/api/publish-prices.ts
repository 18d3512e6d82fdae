import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { PriceFileRequest } from '@psc/core/operations/operations.schemas';
import { marketDashboardQueryKey } from './get-market-dashboard.ts';
import { opsRequest } from './ops-request.ts';

/** POST /api/ops/market/prices: a new publication; the dashboard reads again. */
export const usePublishPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: PriceFileRequest) => opsRequest(operationsEndpoints.publishPrices, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDashboardQueryKey }),
  });
};
