import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorProfileReplySchema } from '@psc/core/auth/auth.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/otp/profile/{ts}: On or Off, and the key and QR image while the key is unverified (§7 'Main'). */
export const getTwoFactorProfile = (signal?: AbortSignal) =>
  // {ts} keeps any cache between here and the server from answering with an old key.
  apiRequest(`/api/v1/otp/profile/${Date.now()}`, {
    schema: twoFactorProfileReplySchema,
    ...(signal ? { signal } : {}),
  });

export const twoFactorProfileQueryKey = ['otp', 'profile'] as const;

export const getTwoFactorProfileQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorProfileQueryKey,
    queryFn: ({ signal }) => getTwoFactorProfile(signal),
    staleTime: 0,
  });

export const useTwoFactorProfile = () => useQuery(getTwoFactorProfileQueryOptions());
