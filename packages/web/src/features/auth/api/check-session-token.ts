import { authEndpoints } from '@psc/core/auth/auth.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/checkSessionToken: 200 while the token is good, 401 once the server refuses it. */
export const checkSessionToken = () =>
  apiRequest(authEndpoints.checkSessionToken.path, {
    schema: authEndpoints.checkSessionToken.reply,
    treatUnauthorizedAsSessionEnd: false,
  });
