import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorReplySchema } from '@psc/core/calculators/calculators.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceCachedCalculator } from './amend-calculator.ts';

/** PUT /api/v1/calculator/{id}/costblock/activity/{active}/{name}. */
export const setCostBlockActivity = (input: {
  id: string;
  block: AdjustableCostBlockType;
  active: boolean;
}) =>
  apiRequest(
    `/api/v1/calculator/${encodeURIComponent(input.id)}/costblock/activity/${String(input.active)}/${input.block}`,
    {
      method: 'PUT',
      schema: calculatorReplySchema,
    },
  );

export const useSetCostBlockActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCostBlockActivity,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
