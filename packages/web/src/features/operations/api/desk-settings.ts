import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { AppSettingUpdateRequest } from '@psc/core/settings/app-settings.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

const settingsQueryKey = endpointQueryKey(operationsEndpoints.settings);

/** GET /api/ops/settings. */
export const useDeskSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.settings, { signal }),
    }),
  );

/** PUT /api/ops/settings. */
export const useUpdateDeskSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AppSettingUpdateRequest) =>
      opsRequest(operationsEndpoints.updateSettings, { body: changes }),
    onSuccess: (reply) => queryClient.setQueryData(settingsQueryKey, reply),
  });
};
