import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** PUT /api/v1/calculator/all: every calculator on an expired period moves to the current month (§4). */
export const moveExpiredCalculators = () =>
  apiRequest(calculatorEndpoints.moveExpired.path, {
    method: calculatorEndpoints.moveExpired.method,
    schema: calculatorEndpoints.moveExpired.reply,
  });

export const useMoveExpiredCalculators = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveExpiredCalculators,
    onSuccess: (list) => queryClient.setQueryData(calculatorsQueryKey, list),
  });
};
