import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorListReplySchema } from '@psc/core/calculators/calculators.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** PUT /api/v1/calculator/all: every calculator on an expired period moves to the current month (§4). */
export const moveExpiredCalculators = () =>
  apiRequest('/api/v1/calculator/all', { method: 'PUT', schema: calculatorListReplySchema });

export const useMoveExpiredCalculators = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveExpiredCalculators,
    onSuccess: (list) => queryClient.setQueryData(calculatorsQueryKey, list),
  });
};
