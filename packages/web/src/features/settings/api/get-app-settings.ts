import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/** settingsEndpoints.appSetting's path, written here as the frame's other reads write theirs (decisions 0153, 0159). */
export const appSettingsPath = '/api/v1/appsetting';

/** GET /api/v1/appsetting: how-to video link, privacy-policy link, registration link (calculators.md §7). */
export const getAppSettings = (signal?: AbortSignal) =>
  apiRequest(appSettingsPath, {
    schema: loadReplySchema(
      async () => (await import('@psc/core/settings/settings.endpoints')).settingsEndpoints.appSetting.reply,
    ),
    ...(signal ? { signal } : {}),
  });

export const getAppSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: appSettingsPath }),
    queryFn: ({ signal }) => getAppSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useAppSettings = () => useQuery(getAppSettingsQueryOptions());
