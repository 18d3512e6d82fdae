import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardProviderEndpoints as endpoints } from '@psc/core/billing/card-provider.endpoints';
import type { Deps } from '../../../deps.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { authenticateSandboxIntent, confirmSandboxIntent } from './confirm-sandbox-intent.ts';

const tags = ['sandbox'];

/** The built-in card provider's confirmation calls (docs/decisions/0017). */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(endpoints.sandboxConfirm.path, {
    config: { auth: 'public' },
    schema: endpointSchema(endpoints.sandboxConfirm, tags),
    handler: async (request) =>
      confirmSandboxIntent(deps, request.params.kind, request.params.id, request.body),
  });
  app.post(endpoints.sandboxAuthenticate.path, {
    config: { auth: 'public' },
    schema: endpointSchema(endpoints.sandboxAuthenticate, tags),
    handler: async (request) => authenticateSandboxIntent(deps, request.params.id, request.body),
  });
};
