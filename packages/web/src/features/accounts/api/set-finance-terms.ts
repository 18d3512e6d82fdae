import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { apiRequest } from '#lib/api-client.ts';
import { financeTermsQueryKey } from './get-finance-terms.ts';

/** PUT /api/v1/accounts/financeterms (administrators): the account's default terms, whole. */
export const setFinanceTerms = (terms: FinanceTerms) =>
  apiRequest(accountEndpoints.setFinanceTerms.path, {
    method: accountEndpoints.setFinanceTerms.method,
    body: terms,
    schema: accountEndpoints.setFinanceTerms.reply,
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
