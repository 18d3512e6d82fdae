import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { loadCalculatorContracts } from './calculator-contracts.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** DELETE /api/v1/calculator/{id}. */
export const deleteCalculator = async (id: string) => {
  const { remove } = await loadCalculatorContracts();
  return apiRequest(endpointUrl(remove, { calculatorId: id }), {
    method: remove.method,
    schema: remove.reply,
  });
};

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
