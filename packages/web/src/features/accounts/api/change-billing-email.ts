import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { myAccountQueryKey } from './get-my-account.ts';

/** PUT /api/v1/accounts/billingEmail: which user receives billing e-mails. */
export const changeBillingEmail = (input: { userId: string }) =>
  apiRequest(accountEndpoints.changeBillingEmail.path, {
    method: accountEndpoints.changeBillingEmail.method,
    body: input,
    schema: accountEndpoints.changeBillingEmail.reply,
  });

export const useChangeBillingEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBillingEmail,
    onSuccess: (account) => queryClient.setQueryData(myAccountQueryKey, account),
  });
};
