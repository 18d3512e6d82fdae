import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** DELETE /api/v1/accounts/ with the account name typed as confirmation (default admin only). */
export const closeAccount = (input: { confirmation: string }) =>
  apiRequest(accountEndpoints.close.path, {
    method: accountEndpoints.close.method,
    body: input,
    schema: accountEndpoints.close.reply,
  });

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
