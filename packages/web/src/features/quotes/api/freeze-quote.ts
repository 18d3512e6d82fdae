import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import type { FreezeQuoteRequest } from '@psc/core/quotes/quotes.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '../../../lib/api-client.ts';
import { quotesQueryKey } from './get-quotes.ts';
import { quoteQueryKey } from './get-quote.ts';

/** POST /api/v1/calculator/{calculatorId}/quotes: freeze the calculator as priced now. */
export const freezeQuote = ({ calculatorId, ...request }: FreezeQuoteRequest & { calculatorId: string }) =>
  apiRequest(endpointUrl(quoteEndpoints.freeze, { calculatorId }), {
    method: quoteEndpoints.freeze.method,
    body: request,
    schema: quoteEndpoints.freeze.reply,
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
