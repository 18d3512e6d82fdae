import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { apiRequest } from '#lib/api-client.ts';
import { replaceCachedCalculator } from './amend-calculator.ts';

/** PUT /api/v1/calculator/{id}/costblock/activity/{active}/{name}. */
export const setCostBlockActivity = (input: {
  id: string;
  block: AdjustableCostBlockType;
  active: boolean;
}) =>
  apiRequest(
    endpointUrl(calculatorEndpoints.setCostBlockActivity, {
      calculatorId: input.id,
      active: String(input.active),
      name: input.block,
    }),
    {
      method: calculatorEndpoints.setCostBlockActivity.method,
      schema: calculatorEndpoints.setCostBlockActivity.reply,
    },
  );

export const useSetCostBlockActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCostBlockActivity,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
