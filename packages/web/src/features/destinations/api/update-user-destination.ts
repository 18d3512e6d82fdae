import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserDestinationRequest } from '@psc/core/destinations/destinations.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { userDestinationsQueryKey } from '../../../api/get-user-destinations.ts';

/** PUT /api/v1/destination/userdefined. Calculators on it are priced with the new values (so reload them too). */
export const updateUserDestination = (input: UpdateUserDestinationRequest) =>
  apiRequest('/api/v1/destination/userdefined', { method: 'PUT', body: input, schema: simpleReplySchema });

export const useUpdateUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDestination,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['calculators'] });
    },
  });
};
