import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalisationEndpoints as endpoints } from '@psc/core/personalisation/personalisation.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getPersonalisation } from './get-personalisation.ts';
import { getLanguageSettings, updateLanguageSettings } from './language-settings.ts';
import { updatePersonalisation } from './update-personalisation.ts';

const tags = ['personalisation'];

export const personalisationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.get.path, {
    // Dates on the account screen, which a locked account still opens, use it.
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(endpoints.get, tags),
    handler: async (request) => getPersonalisation(deps, requirePrincipal(request)),
  });

  app.put(endpoints.update.path, {
    // A Viewer may set their own format; the use case refuses 'account wide' to anyone without permission A.
    config: { ownProfileWrite: true },
    attachValidation: true,
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) =>
      updatePersonalisation(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.get(endpoints.getLanguage.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(endpoints.getLanguage, tags),
    handler: async (request) => getLanguageSettings(deps, requirePrincipal(request)),
  });
  app.put(endpoints.updateLanguage.path, {
    // A Viewer may choose their own language; the use case refuses the account's default to anyone without A.
    config: { ownProfileWrite: true, duringTwoFactorSetup: true, allowedWhenLocked: true },
    attachValidation: true,
    schema: endpointSchema(endpoints.updateLanguage, tags),
    handler: async (request) => updateLanguageSettings(deps, requirePrincipal(request), request.body),
  });
};
