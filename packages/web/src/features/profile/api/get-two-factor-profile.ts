import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/otp/profile/{ts}: On or Off, and the key and QR image while the key is unverified (§7 'Main'). */
export const getTwoFactorProfile = (signal?: AbortSignal) =>
  // {ts} keeps any cache between here and the server from answering with an old key.
  apiRequest(endpointUrl(twoFactorEndpoints.profile, { ts: String(Date.now()) }), {
    schema: twoFactorEndpoints.profile.reply,
    ...(signal ? { signal } : {}),
  });

// Without {ts}: one key for every request, whatever its cache-busting stamp.
export const twoFactorProfileQueryKey = endpointQueryKey(twoFactorEndpoints.profile);

export const getTwoFactorProfileQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorProfileQueryKey,
    queryFn: ({ signal }) => getTwoFactorProfile(signal),
    staleTime: 0,
  });

export const useTwoFactorProfile = () => useQuery(getTwoFactorProfileQueryOptions());
