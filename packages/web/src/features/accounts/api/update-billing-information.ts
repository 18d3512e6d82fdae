import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import type { BillingInformationRequest } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { myAccountQueryKey } from './get-my-account.ts';

/** PUT /api/v1/accounts/ with the Info tab's fields; the server validates and answers one message. */
export const updateBillingInformation = (input: BillingInformationRequest) =>
  apiRequest(accountEndpoints.updateBillingInformation.path, {
    method: accountEndpoints.updateBillingInformation.method,
    body: input,
    schema: accountEndpoints.updateBillingInformation.reply,
  });

export const useUpdateBillingInformation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingInformation,
    onSuccess: (account) => queryClient.setQueryData(myAccountQueryKey, account),
  });
};
