import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CalculatorRequest } from '@psc/core/calculators/calculators.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calculatorsQueryKey } from './get-calculators.ts';

const createdReplySchema = simpleReplySchema.extend({ id: z.string() });

/** POST /api/v1/calculator: answers success and message (and the new id). */
export const createCalculator = (input: CalculatorRequest) =>
  apiRequest('/api/v1/calculator', { method: 'POST', body: input, schema: createdReplySchema });

export const useCreateCalculator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalculator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculatorsQueryKey }),
  });
};
