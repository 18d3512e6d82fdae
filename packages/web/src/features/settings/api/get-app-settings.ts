import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/appsetting: how-to video link, privacy-policy link, registration link (calculators.md §7). */
export const getAppSettings = (signal?: AbortSignal) =>
  apiRequest(settingsEndpoints.appSetting.path, {
    schema: settingsEndpoints.appSetting.reply,
    ...(signal ? { signal } : {}),
  });

export const getAppSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(settingsEndpoints.appSetting),
    queryFn: ({ signal }) => getAppSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useAppSettings = () => useQuery(getAppSettingsQueryOptions());
