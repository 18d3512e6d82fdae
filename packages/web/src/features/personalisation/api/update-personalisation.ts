import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import type { PersonalisationRequest } from '@psc/core/personalisation/personalisation.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { personalisationQueryKey } from '#lib/date-format.ts';

/** PUT /api/v1/settings/personalisation (the path the spec leaves open; docs/decisions/0011). */
export const updatePersonalisation = (input: PersonalisationRequest) =>
  apiRequest(personalisationEndpoints.update.path, {
    method: personalisationEndpoints.update.method,
    body: input,
    schema: personalisationEndpoints.update.reply,
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
