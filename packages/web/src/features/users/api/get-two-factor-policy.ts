import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@psc/core/auth/two-factor.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const twoFactorPolicyQueryKey = endpointQueryKey(twoFactorEndpoints.policy);

/** GET /api/v1/accounts/otp/policy: administrators; whether every user must use 2-Step Verification. */
export const getTwoFactorPolicy = (signal?: AbortSignal) =>
  apiRequest(twoFactorEndpoints.policy.path, {
    schema: twoFactorEndpoints.policy.reply,
    ...(signal ? { signal } : {}),
  });

export const twoFactorPolicyQueryOptions = () =>
  queryOptions({ queryKey: twoFactorPolicyQueryKey, queryFn: ({ signal }) => getTwoFactorPolicy(signal) });

export const useTwoFactorPolicy = () => useQuery(twoFactorPolicyQueryOptions());
