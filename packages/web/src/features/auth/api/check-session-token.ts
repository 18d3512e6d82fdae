import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * authEndpoints.checkSessionToken's path, written here: the session monitor runs on every page, and its static
 * import of the auth contracts would build them before every page's first paint.
 */
export const checkSessionTokenPath = '/api/v1/checkSessionToken';

/** GET /api/v1/checkSessionToken: 200 while the token is good, 401 once the server refuses it. */
export const checkSessionToken = () =>
  apiRequest(checkSessionTokenPath, {
    schema: loadReplySchema(
      async () => (await import('@psc/core/auth/auth.endpoints')).authEndpoints.checkSessionToken.reply,
    ),
    treatUnauthorizedAsSessionEnd: false,
  });
