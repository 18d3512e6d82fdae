import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorReplySchema, type CalculatorRequest } from '@psc/core/calculators/calculators.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceCachedCalculator } from './amend-calculator.ts';

/** PUT /api/v1/calculator/{id}: the edit form; answers the calculator. */
export const updateCalculator = (input: { id: string; calculator: CalculatorRequest }) =>
  apiRequest(`/api/v1/calculator/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: input.calculator,
    schema: calculatorReplySchema,
  });

export const useUpdateCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalculator,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
