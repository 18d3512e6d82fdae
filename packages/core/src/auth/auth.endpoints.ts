import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import { usernameReplySchema } from './auth.schemas.ts';

/**
 * The session checks and sign-out of account-and-billing.md §3–§4, the names call and the administrators' unlock,
 * described once for the server and the web (issue 13). The token calls (/oauth/token) keep their route: a form
 * body, client authentication and OAuth's own error shape (decision 0057).
 */
export const authEndpoints = defineEndpoints({
  checkSessionToken: {
    method: 'GET',
    path: '/api/v1/checkSessionToken',
    summary: 'Is the bearer token still valid?',
    reply: simpleReplySchema,
  },
  invalidateToken: {
    method: 'GET',
    path: '/api/v1/invalidateToken',
    summary: 'Sign out: revoke this session on every server at once',
    reply: simpleReplySchema,
  },
  username: {
    method: 'GET',
    path: '/username',
    summary: "The signed-in user's names",
    reply: usernameReplySchema,
  },
  unlockUser: {
    method: 'DELETE',
    path: '/api/v1/accounts/lockout/:personId',
    summary: 'Administrators: lift the sign-in lock of a user of their account',
    params: z.object({ personId: z.uuid() }),
    reply: simpleReplySchema,
  },
});
