import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import type { CalculatorRequest } from '@psc/core/calculators/calculators.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** POST /api/v1/calculator: answers success and message (and the new id). */
export const createCalculator = (input: CalculatorRequest) =>
  apiRequest(calculatorEndpoints.create.path, {
    method: calculatorEndpoints.create.method,
    body: input,
    schema: calculatorEndpoints.create.reply,
  });

export const useCreateCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalculator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculatorsQueryKey }),
  });
};
