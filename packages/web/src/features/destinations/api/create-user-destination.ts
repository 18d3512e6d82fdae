import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDestinationEndpoints } from '@psc/core/destinations/destinations.endpoints';
import type { CreateUserDestinationRequest } from '@psc/core/destinations/destinations.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { userDestinationsQueryKey } from '#api/get-user-destinations.ts';

const { create } = userDestinationEndpoints;

/** POST /api/v1/destination/userdefined (short or full form). */
export const createUserDestination = (input: CreateUserDestinationRequest) =>
  apiRequest(create.path, { method: create.method, body: input, schema: create.reply });

export const useCreateUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserDestination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey }),
  });
};
