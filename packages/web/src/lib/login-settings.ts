// GET /aqa/settings lives here, not in a feature: the login, registration, forgot- and reset-password forms all
// need to know whether to show the captcha.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginSettingsReply } from '@psc/core/auth/auth.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { ApiError, apiRequest } from './api-client.ts';

/** settingsEndpoints.loginSettings's path, written here for the same reason as the check below. */
export const loginSettingsPath = '/aqa/settings';

/**
 * Checked by hand against the core type rather than with loginSettingsReplySchema: importing that
 * module brings all of zod onto the login page, over its size budget (docs/benchmarks-log.md).
 */
const readLoginSettings = (reply: unknown): LoginSettingsReply => {
  if (typeof reply === 'object' && reply !== null) {
    const { requiresCaptcha, registerUrl } = reply as Record<string, unknown>;
    if (typeof requiresCaptcha === 'boolean' && (registerUrl === null || typeof registerUrl === 'string')) {
      return { requiresCaptcha, registerUrl };
    }
  }
  throw new ApiError('The server sent a reply this app does not understand.', {
    status: 200,
    code: 'BAD_REPLY',
    body: reply,
  });
};

/** GET /aqa/settings: whether the login needs a captcha, and where registration lives. */
export const getLoginSettings = async (signal?: AbortSignal): Promise<LoginSettingsReply> =>
  readLoginSettings(
    await apiRequest(loginSettingsPath, { authenticated: false, ...(signal ? { signal } : {}) }),
  );

export const getLoginSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: loginSettingsPath }),
    queryFn: ({ signal }) => getLoginSettings(signal),
    staleTime: 5 * 60_000,
  });

export const useLoginSettings = () => useQuery(getLoginSettingsQueryOptions());
