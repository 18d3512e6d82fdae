import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import type { BuyerCopyKind, QuoteActualsRequest, QuoteReply } from '@psc/core/quotes/quotes.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { quotesQueryKey } from './get-quotes.ts';
import { quoteQueryKey } from './get-quote.ts';

const { setActuals, share, revokeShare, remove } = quoteEndpoints;

/** PUT /api/v1/quotes/{quoteId}/actuals: the invoices' amounts per block. */
export const setQuoteActuals = ({ id, actuals }: QuoteActualsRequest & { id: string }) =>
  apiRequest(endpointUrl(setActuals, { quoteId: id }), {
    method: setActuals.method,
    body: { actuals },
    schema: setActuals.reply,
  });

/** POST /api/v1/quotes/{quoteId}/share: a new read-only link showing `copy`; the previous one stops working. */
export const createShareLink = ({
  id,
  expiresInDays,
  copy,
}: {
  id: string;
  expiresInDays: number;
  copy: BuyerCopyKind;
}) =>
  apiRequest(endpointUrl(share, { quoteId: id }), {
    method: share.method,
    body: { expiresInDays, copy },
    schema: share.reply,
  });

/** DELETE /api/v1/quotes/{quoteId}/share: the link answers 404 from now on. */
export const revokeShareLink = (id: string) =>
  apiRequest(endpointUrl(revokeShare, { quoteId: id }), {
    method: revokeShare.method,
    schema: revokeShare.reply,
  });

/** DELETE /api/v1/quotes/{quoteId}. */
export const deleteQuote = (id: string) =>
  apiRequest(endpointUrl(remove, { quoteId: id }), { method: remove.method, schema: remove.reply });

/** The quote calls that answer the whole quote keep its cached copy current. */
const useQuoteMutation = <Input extends { id: string } | string>(
  mutationFn: (input: Input) => Promise<QuoteReply | { success: boolean }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (reply, input) => {
      const id = typeof input === 'string' ? input : input.id;
      if ('id' in reply) queryClient.setQueryData(quoteQueryKey(reply.id), reply);
      else void queryClient.invalidateQueries({ queryKey: quoteQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey, exact: true });
    },
  });
};

export const useSetQuoteActuals = () => useQuoteMutation(setQuoteActuals);
export const useCreateShareLink = () => useQuoteMutation(createShareLink);
export const useRevokeShareLink = () => useQuoteMutation(revokeShareLink);

export const useDeleteQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: quoteQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey, exact: true });
    },
  });
};
