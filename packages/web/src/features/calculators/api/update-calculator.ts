import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorRequest } from '@psc/core/calculators/calculators.schemas';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { replaceCachedCalculator } from './amend-calculator.ts';

/** PUT /api/v1/calculator/{id}: the edit form; answers the calculator. */
export const updateCalculator = (input: { id: string; calculator: CalculatorRequest }) =>
  apiRequest(endpointUrl(calculatorEndpoints.update, { calculatorId: input.id }), {
    method: calculatorEndpoints.update.method,
    body: input.calculator,
    schema: calculatorEndpoints.update.reply,
  });

export const useUpdateCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalculator,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
