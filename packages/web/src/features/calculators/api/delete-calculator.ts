import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** DELETE /api/v1/calculator/{id}. */
export const deleteCalculator = (id: string) =>
  apiRequest(`/api/v1/calculator/${encodeURIComponent(id)}`, { method: 'DELETE', schema: simpleReplySchema });

export const useDeleteCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalculator,
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<CalculatorReply[]>(calculatorsQueryKey, (list) =>
        list?.filter((calculator) => calculator.id !== id),
      ),
  });
};
