import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalisationReplySchema,
  personalisationRequestSchema,
} from '@psc/core/personalisation/personalisation.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getPersonalisation } from './get-personalisation.ts';
import { updatePersonalisation } from './update-personalisation.ts';

export const personalisationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/settings/personalisation', {
    // Dates on the account screen, which a locked account still opens, use it.
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['personalisation'],
      summary: "The caller's and the account's date formats (Excel format codes)",
      response: { 200: personalisationReplySchema, 401: errorReplySchema, 403: errorReplySchema },
    },
    handler: async (request) => getPersonalisation(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/settings/personalisation', {
    // A Viewer may set their own format; the use case refuses 'account wide' to anyone without permission A.
    config: { ownProfileWrite: true },
    attachValidation: true,
    schema: {
      tags: ['personalisation'],
      summary:
        "Set the date format 'just for you' (personDateFormat) or 'account wide' (accountDateFormat, permission A)",
      body: personalisationRequestSchema,
      response: {
        200: personalisationReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
      },
    },
    handler: async (request) =>
      updatePersonalisation(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });
};
