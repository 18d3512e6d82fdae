import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorReplySchema } from '@psc/core/calculators/calculators.schemas';
import type { OverridableCostBlockName } from '@psc/core/pricing/cost-block-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceCachedCalculator } from './amend-calculator.ts';

/**
 * PUT /api/v1/calculator/{id}/costblock/{custom}/{name}?value=: a custom price per tonne, or back to the default;
 * Forex takes the user's exchange rate and Quota the in-quota duty (docs/decisions/0021).
 */
export const overrideCostBlock = (input: {
  id: string;
  block: OverridableCostBlockName;
  custom: boolean;
  value?: string;
}) =>
  apiRequest(
    `/api/v1/calculator/${encodeURIComponent(input.id)}/costblock/${String(input.custom)}/${input.block}${input.custom ? `?value=${encodeURIComponent(input.value ?? '')}` : ''}`,
    { method: 'PUT', schema: calculatorReplySchema },
  );

export const useOverrideCostBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideCostBlock,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
