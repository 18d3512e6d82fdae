import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import type { OverridableCostBlockName } from '@psc/core/pricing/cost-block-types';
import { apiRequest } from '#lib/api-client.ts';
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
    endpointUrl(
      calculatorEndpoints.overrideCostBlock,
      { calculatorId: input.id, custom: String(input.custom), name: input.block },
      input.custom ? { value: input.value ?? '' } : {},
    ),
    {
      method: calculatorEndpoints.overrideCostBlock.method,
      schema: calculatorEndpoints.overrideCostBlock.reply,
    },
  );

export const useOverrideCostBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideCostBlock,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
