import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calculatorReplySchema,
  type AmendableCalculatorField,
  type CalculatorReply,
} from '@psc/core/calculators/calculators.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** PUT /api/v1/calculator/{id}/{name}?value=: one field; the reply is the whole calculator (§4). */
export const amendCalculator = (input: { id: string; field: AmendableCalculatorField; value: string }) =>
  apiRequest(
    `/api/v1/calculator/${encodeURIComponent(input.id)}/${input.field}?value=${encodeURIComponent(input.value)}`,
    {
      method: 'PUT',
      schema: calculatorReplySchema,
    },
  );

/** Puts a returned calculator in place of the old one in the cached list: the card is replaced by the reply. */
export const replaceCachedCalculator = (
  queryClient: ReturnType<typeof useQueryClient>,
  calculator: CalculatorReply,
) => {
  queryClient.setQueryData<CalculatorReply[]>(calculatorsQueryKey, (list) =>
    list?.map((existing) => (existing.id === calculator.id ? calculator : existing)),
  );
};

export const useAmendCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendCalculator,
    onSuccess: (calculator) => replaceCachedCalculator(queryClient, calculator),
  });
};
