import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { loadCalculatorContracts } from './calculator-contracts.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

/** PUT /api/v1/calculator/{id}/{name}?value=: one field; the reply is the whole calculator (§4). */
export const amendCalculator = async (input: {
  id: string;
  field: AmendableCalculatorField;
  value: string;
}) => {
  const { amend } = await loadCalculatorContracts();
  return apiRequest(
    endpointUrl(amend, { calculatorId: input.id, name: input.field }, { value: input.value }),
    { method: amend.method, schema: amend.reply },
  );
};

/** Puts a returned calculator in place of the old one in the cached list: the card is replaced by the reply. */
export const replaceCachedCalculator = (
  queryClient: ReturnType<typeof useQueryClient>,
  calculator: CalculatorReply,
) => {
  queryClient.setQueryData<CalculatorReply[]>(calculatorsQueryKey, (list) =>
    list?.map((existing) => (existing.id === calculator.id ? calculator : existing)),
  );
};

/** The amendment, then its reply in place of the old calculator in the cached list. */
const amendAndReplace = async (
  queryClient: ReturnType<typeof useQueryClient>,
  input: Parameters<typeof amendCalculator>[0],
) => {
  const calculator = await amendCalculator(input);
  replaceCachedCalculator(queryClient, calculator);
  return calculator;
};

export const useAmendCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof amendCalculator>[0]) => amendAndReplace(queryClient, input),
  });
};

/**
 * The same amendment as a plain action for the calculator card: the card re-renders when the reply replaces its
 * calculator, not also on the request's own states (pending, success), each a render of its waterfall and chart at a
 * phone's speed (issue 18: a tonnes change's INP). It answers with the calculator or throws the request's error.
 */
export const useAmendCalculatorAction = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (input: Parameters<typeof amendCalculator>[0]) => amendAndReplace(queryClient, input),
    [queryClient],
  );
};
