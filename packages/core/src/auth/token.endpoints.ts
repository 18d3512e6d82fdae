import { defineEndpoints } from '../shared/endpoint.ts';
import { tokenErrorReplySchema, tokenReplySchema, tokenRequestSchema } from './auth.schemas.ts';

const oauthClient = [{ oauthClient: [] }];

/**
 * The token call of OAuth 2 (account-and-billing.md §7): a form body, client credentials by HTTP Basic, and OAuth's
 * own error body for every refusal. The login page posts to it by its literal path, within its size budget
 * without zod (decision 0057).
 */
export const tokenEndpoints = defineEndpoints({
  issue: {
    method: 'POST',
    path: '/oauth/token',
    summary: 'Issue tokens: password grant (sign-in) or refresh_token grant (rotation)',
    description:
      'Form body. HTTP Basic client authentication. A reused refresh token revokes its whole family. Replies carry Cache-Control: no-store.',
    consumes: ['application/x-www-form-urlencoded'],
    security: oauthClient,
    body: tokenRequestSchema,
    reply: tokenReplySchema,
    refusalReply: tokenErrorReplySchema,
  },
  issueByQuery: {
    method: 'GET',
    path: '/oauth/token',
    summary: 'Not supported: use POST (credentials in a URL end up in logs)',
    refusalReply: tokenErrorReplySchema,
  },
});
