import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  apiKeyIdParamsSchema,
  apiKeyListReplySchema,
  apiKeyRequestSchema,
  newApiKeyReplySchema,
} from './api-keys.schemas.ts';

/** Customer API keys (issue 17 item 2; decision 0042), described once for the server and the web (issue 13). */
export const apiKeyEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/accounts/apikeys',
    summary: "The account's API keys (never the keys themselves)",
    reply: apiKeyListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/accounts/apikeys',
    summary: 'Create an API key acting as me within its scopes; the key is in this reply only',
    body: apiKeyRequestSchema,
    reply: newApiKeyReplySchema,
  },
  revoke: {
    method: 'DELETE',
    path: '/api/v1/accounts/apikeys/:keyId',
    summary: 'Revoke an API key: refused from the next request on',
    params: apiKeyIdParamsSchema,
    reply: simpleReplySchema,
  },
});
