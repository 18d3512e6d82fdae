import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalisationEndpoints } from '@psc/core/personalisation/personalisation.endpoints';
import type { LanguageRequest } from '@psc/core/personalisation/personalisation.schemas';
import { apiRequest } from '#lib/api-client.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';

/** PUT /api/v1/settings/language (issue 49, decision 0124). */
export const updateLanguage = (input: LanguageRequest) =>
  apiRequest(personalisationEndpoints.updateLanguage.path, {
    method: personalisationEndpoints.updateLanguage.method,
    body: input,
    schema: personalisationEndpoints.updateLanguage.reply,
  });

export const useUpdateLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    // GET /api/v1/users/me carries both languages: read again, every screen follows (app/chosen-language.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
