import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountFinanceTermsReplySchema, type FinanceTerms } from '@psc/core/pricing/finance-terms';
import { apiRequest } from '../../../lib/api-client.ts';
import { financeTermsQueryKey } from './get-finance-terms.ts';

/** PUT /api/v1/accounts/financeterms (administrators): the account's default terms, whole. */
export const setFinanceTerms = (terms: FinanceTerms) =>
  apiRequest('/api/v1/accounts/financeterms', {
    method: 'PUT',
    body: terms,
    schema: accountFinanceTermsReplySchema,
  });

export const useSetFinanceTerms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFinanceTerms,
    onSuccess: async (reply) => {
      queryClient.setQueryData(financeTermsQueryKey, reply);
      // Every calculator of the account prices with the new defaults: let every screen read again.
      await queryClient.invalidateQueries();
    },
  });
};
