import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetEndpoints } from '@psc/core/auth/password-reset.endpoints';
import type { Deps } from '../../deps.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { checkPasswordReset } from './check-password-reset.ts';
import { checkResetCode } from './check-reset-code.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

const tags = ['password reset'];

export const passwordResetRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(passwordResetEndpoints.request.path, {
    config: { auth: 'public' },
    schema: endpointSchema(passwordResetEndpoints.request, tags),
    handler: async (request) => requestPasswordReset(deps, request.body, requestOrigin(request)),
  });

  app.get(passwordResetEndpoints.check.path, {
    config: { auth: 'public' },
    schema: endpointSchema(passwordResetEndpoints.check, tags),
    handler: async (request) => checkPasswordReset(deps, request.params.token),
  });

  app.post(passwordResetEndpoints.checkCode.path, {
    config: { auth: 'public' },
    schema: endpointSchema(passwordResetEndpoints.checkCode, tags),
    handler: async (request) =>
      checkResetCode(deps, request.params.token, request.body.oneTimePassword, requestOrigin(request)),
  });

  app.post(passwordResetEndpoints.reset.path, {
    config: { auth: 'public' },
    schema: endpointSchema(passwordResetEndpoints.reset, tags),
    handler: async (request) => resetPassword(deps, request.body, requestOrigin(request)),
  });
};
