import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { userDestinationsQueryKey } from '#api/get-user-destinations.ts';

const { remove } = userDestinationEndpoints;

/** DELETE /api/v1/destination/userdefined/{id}; 409 while calculators use it. */
export const deleteUserDestination = (id: string) =>
  apiRequest(endpointUrl(remove, { userDefinedDestinationId: id }), {
    method: remove.method,
    schema: remove.reply,
  });

export const useDeleteUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserDestination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey }),
  });
};
