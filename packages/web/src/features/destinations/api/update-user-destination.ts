import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import type { UpdateUserDestinationRequest } from '@psc/core/destinations/destinations.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { userDestinationsQueryKey } from '#api/get-user-destinations.ts';

/** PUT /api/v1/destination/userdefined. Calculators on it are priced with the new values (so reload them too). */
export const updateUserDestination = (input: UpdateUserDestinationRequest) =>
  apiRequest(userDestinationEndpoints.update.path, {
    method: userDestinationEndpoints.update.method,
    body: input,
    schema: userDestinationEndpoints.update.reply,
  });

export const useUpdateUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDestination,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(calculatorEndpoints.list) });
    },
  });
};
