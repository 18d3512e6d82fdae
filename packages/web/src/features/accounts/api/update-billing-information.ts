import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountReplySchema, type BillingInformationRequest } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { myAccountQueryKey } from './get-my-account.ts';

/** PUT /api/v1/accounts/ with the Info tab's fields; the server validates and answers one message. */
export const updateBillingInformation = (input: BillingInformationRequest) =>
  apiRequest('/api/v1/accounts/', { method: 'PUT', body: input, schema: accountReplySchema });

export const useUpdateBillingInformation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingInformation,
    onSuccess: (account) => queryClient.setQueryData(myAccountQueryKey, account),
  });
};
