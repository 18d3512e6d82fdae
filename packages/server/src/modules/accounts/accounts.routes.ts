import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountReplySchema, canUseReplySchema } from '@psc/core/accounts/accounts.schemas';
import { registrationReplySchema, registrationRequestSchema } from '@psc/core/auth/auth.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getAccountUse } from './get-account-use.ts';
import { getMyAccount } from './get-my-account.ts';
import { registerAccount } from './register-account.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/register', {
    config: { auth: 'public' },
    // The use case validates, so failures carry the spec's registration messages instead of a generic 400.
    attachValidation: true,
    schema: {
      tags: ['accounts'],
      summary: 'Create an account on the Free plan (one-week trial) with its first user as default admin',
      body: registrationRequestSchema,
      response: { 200: registrationReplySchema, 400: registrationReplySchema, 409: registrationReplySchema, 429: registrationReplySchema },
    },
    handler: async (request) => registerAccount(deps, request.body, requestOrigin(request)),
  });

  app.get('/api/v1/accounts/me', {
    schema: { tags: ['accounts'], summary: "The caller's account", response: { 200: accountReplySchema, 401: errorReplySchema } },
    handler: async (request) => getMyAccount(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/accounts/use', {
    schema: { tags: ['accounts'], summary: 'Can-use reply: status, trial time left, licences', response: { 200: canUseReplySchema, 401: errorReplySchema } },
    handler: async (request) => getAccountUse(deps, requirePrincipal(request)),
  });
};
