import { useMutation } from '@tanstack/react-query';
import { closeAccountReplySchema } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/v1/accounts/ with the account name typed as confirmation (default admin only). */
export const closeAccount = (input: { confirmation: string }) =>
  apiRequest('/api/v1/accounts/', { method: 'DELETE', body: input, schema: closeAccountReplySchema });

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
