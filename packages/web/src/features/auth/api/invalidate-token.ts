import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/invalidateToken revokes the token family; a 401 here only means it is gone already. The path is
 * written here, not taken from authEndpoints: sign-out is in the entry, where a contract would bring zod onto the
 * login page (decision 0057).
 */
export const invalidateToken = (accessToken: string): Promise<unknown> =>
  apiRequest('/api/v1/invalidateToken', {
    headers: { Authorization: `Bearer ${accessToken}` },
    treatUnauthorizedAsSessionEnd: false,
    timeoutMs: 5_000,
  });
