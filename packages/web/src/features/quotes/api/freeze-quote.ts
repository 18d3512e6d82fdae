import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import type { FreezeQuoteRequest } from '@psc/core/quotes/quotes.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { quotesQueryKey } from './get-quotes.ts';
import { quoteQueryKey } from './get-quote.ts';

/** What a quote freezes: a calculator, or one cell of a parity matrix (decision 0047). */
export type QuoteTarget =
  { calculatorId: string } | { matrixId: string; origin: number; destination: number; position: number };

/**
 * POST /api/v1/calculator/{calculatorId}/quotes or POST /api/v1/matrices/{matrixId}/quotes: freeze the calculator
 * or the matrix cell as priced now.
 */
export const freezeQuote = ({ target, ...request }: FreezeQuoteRequest & { target: QuoteTarget }) =>
  'calculatorId' in target
    ? apiRequest(endpointUrl(quoteEndpoints.freeze, { calculatorId: target.calculatorId }), {
        method: quoteEndpoints.freeze.method,
        body: request,
        schema: quoteEndpoints.freeze.reply,
      })
    : apiRequest(endpointUrl(quoteEndpoints.freezeMatrixCell, { matrixId: target.matrixId }), {
        method: quoteEndpoints.freezeMatrixCell.method,
        body: {
          ...request,
          origin: target.origin,
          destination: target.destination,
          position: target.position,
        },
        schema: quoteEndpoints.freezeMatrixCell.reply,
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
