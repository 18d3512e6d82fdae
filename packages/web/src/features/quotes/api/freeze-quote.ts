import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteReplySchema, type FreezeQuoteRequest } from '@psc/core/quotes/quotes.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { quotesQueryKey } from './get-quotes.ts';
import { quoteQueryKey } from './get-quote.ts';

/** POST /api/v1/calculator/{calculatorId}/quotes: freeze the calculator as priced now. */
export const freezeQuote = ({ calculatorId, ...request }: FreezeQuoteRequest & { calculatorId: string }) =>
  apiRequest(`/api/v1/calculator/${encodeURIComponent(calculatorId)}/quotes`, {
    method: 'POST',
    body: request,
    schema: quoteReplySchema,
  });

export const useFreezeQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey, exact: true });
    },
  });
};
