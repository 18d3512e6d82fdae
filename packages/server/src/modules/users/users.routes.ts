import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personReplySchema } from '@psc/core/accounts/accounts.schemas';
import { passwordChangeRequestSchema } from '@psc/core/auth/auth.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { changePassword } from './change-password.ts';
import { checkPasswordUse } from './check-password-use.ts';
import { getMe } from './get-me.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/users/me', {
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: personReplySchema, 401: errorReplySchema } },
    handler: async (request) => getMe(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/users/details/password', {
    schema: {
      tags: ['users'],
      summary: "Change the caller's password; other sessions are revoked",
      body: passwordChangeRequestSchema,
      response: { 200: simpleReplySchema, 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 409: errorReplySchema },
    },
    handler: async (request) => changePassword(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.post('/api/v1/users/details/checkpassworduse', {
    schema: {
      tags: ['users'],
      summary: 'Has the caller used this password before? 401 when it is one of the last five',
      body: passwordChangeRequestSchema,
      response: { 200: simpleReplySchema, 401: errorReplySchema, 403: errorReplySchema },
    },
    handler: async (request) => checkPasswordUse(deps, requirePrincipal(request), request.body),
  });
};
