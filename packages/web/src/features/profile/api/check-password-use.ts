import { userEndpoints } from '@psc/core/users/users.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** POST /api/v1/users/details/checkpassworduse: 200 when unused, 401 when it is one of the last passwords. */
export const checkPasswordUse = (input: { id: string; password: string }) =>
  // Here 401 is an answer about the password, not the end of the session.
  apiRequest(userEndpoints.checkPasswordUse.path, {
    method: userEndpoints.checkPasswordUse.method,
    schema: userEndpoints.checkPasswordUse.reply,
    body: input,
    treatUnauthorizedAsSessionEnd: false,
  });
