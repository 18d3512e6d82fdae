import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/checkSessionToken: 200 while the token is good, 401 once the server refuses it. */
export const checkSessionToken = () =>
  apiRequest('/api/v1/checkSessionToken', {
    schema: simpleReplySchema,
    treatUnauthorizedAsSessionEnd: false,
  });
