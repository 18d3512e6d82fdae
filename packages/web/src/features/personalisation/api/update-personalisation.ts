import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  personalisationReplySchema,
  type PersonalisationRequest,
} from '@psc/core/personalisation/personalisation.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { personalisationQueryKey } from '../../../lib/date-format.ts';

/** PUT /api/v1/settings/personalisation (the path the spec leaves open; docs/decisions/0011). */
export const updatePersonalisation = (input: PersonalisationRequest) =>
  apiRequest('/api/v1/settings/personalisation', {
    method: 'PUT',
    body: input,
    schema: personalisationReplySchema,
  });

export const useUpdatePersonalisation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalisation,
    // Every date on screen follows at once.
    onSuccess: (reply) =>
      queryClient.setQueryData(personalisationQueryKey, {
        ...reply,
        dateFormatTarget: 'personDateFormat' as const,
      }),
  });
};
