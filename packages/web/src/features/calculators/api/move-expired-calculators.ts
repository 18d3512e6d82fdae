import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { loadCalculatorContracts } from './calculator-contracts.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** PUT /api/v1/calculator/all: every calculator on an expired period moves to the current month (§4). */
export const moveExpiredCalculators = async () => {
  const { moveExpired } = await loadCalculatorContracts();
  return apiRequest(moveExpired.path, { method: moveExpired.method, schema: moveExpired.reply });
};

export const useMoveExpiredCalculators = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveExpiredCalculators,
    onSuccess: (list) => queryClient.setQueryData(calculatorsQueryKey, list),
  });
};
