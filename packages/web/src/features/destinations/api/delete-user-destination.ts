import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { userDestinationsQueryKey } from '../../../api/get-user-destinations.ts';

/** DELETE /api/v1/destination/userdefined/{id}; 409 while calculators use it. */
export const deleteUserDestination = (id: string) =>
  apiRequest(`/api/v1/destination/userdefined/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: simpleReplySchema,
  });

export const useDeleteUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserDestination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey }),
  });
};
