import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** DELETE /api/v1/calculator/{id}. */
export const deleteCalculator = (id: string) =>
  apiRequest(endpointUrl(calculatorEndpoints.remove, { calculatorId: id }), {
    method: calculatorEndpoints.remove.method,
    schema: calculatorEndpoints.remove.reply,
  });

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
