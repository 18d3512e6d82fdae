import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeyEndpoints } from '@psc/core/passkeys/passkeys.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const passkeysQueryKey = endpointQueryKey(passkeyEndpoints.list);

/** GET /api/v1/users/me/passkeys: my passkeys. */
export const getPasskeys = (signal?: AbortSignal) =>
  apiRequest(passkeyEndpoints.list.path, {
    schema: passkeyEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeysQueryKey, queryFn: ({ signal }) => getPasskeys(signal) });

export const usePasskeys = (enabled: boolean) => useQuery({ ...passkeysQueryOptions(), enabled });
