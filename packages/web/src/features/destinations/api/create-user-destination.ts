import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateUserDestinationRequest } from '@psc/core/destinations/destinations.schemas';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { userDestinationsQueryKey } from '../../../api/get-user-destinations.ts';

/** POST /api/v1/destination/userdefined (short or full form). */
export const createUserDestination = (input: CreateUserDestinationRequest) =>
  apiRequest('/api/v1/destination/userdefined', {
    method: 'POST',
    body: input,
    schema: simpleReplySchema.extend({ id: z.string() }),
  });

export const useCreateUserDestination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserDestination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDestinationsQueryKey }),
  });
};
