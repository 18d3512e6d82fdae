import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { DeskPricesChangeRequest } from '@psc/core/operations/catalogue-desk.schemas';
import { cataloguePricesQueryKey } from './catalogue-prices.ts';
import { opsRequest } from './ops-request.ts';

/** PUT /api/ops/billing/prices: changed bands with a reason; the catalogue reads again. */
export const useChangeCataloguePrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeskPricesChangeRequest) =>
      opsRequest(operationsEndpoints.changeCataloguePrices, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cataloguePricesQueryKey }),
  });
};
