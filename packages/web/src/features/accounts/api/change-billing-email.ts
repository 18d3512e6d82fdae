import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountReplySchema } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { myAccountQueryKey } from './get-my-account.ts';

/** PUT /api/v1/accounts/billingEmail: which user receives billing e-mails. */
export const changeBillingEmail = (input: { userId: string }) =>
  apiRequest('/api/v1/accounts/billingEmail', { method: 'PUT', body: input, schema: accountReplySchema });

export const useChangeBillingEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBillingEmail,
    onSuccess: (account) => queryClient.setQueryData(myAccountQueryKey, account),
  });
};
