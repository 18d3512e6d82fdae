import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDestinationEndpoints as endpoints } from '@psc/core/destinations/destinations.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { createUserDestination } from './create-user-destination.ts';
import { deleteUserDestination } from './delete-user-destination.ts';
import { listUserDestinations } from './list-user-destinations.ts';
import { updateUserDestination } from './update-user-destination.ts';

const tags = ['destinations'];

/** calculators.md §7: the caller's own destinations. Amounts arrive as text and are parsed strictly. */
export const destinationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listUserDestinations(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    config: { scope: 'calculators:write' },
    // The use case validates, so the reply carries the one message shown after 'Your request is invalid:'.
    attachValidation: true,
    schema: endpointSchema(endpoints.create, tags),
    handler: async (request) => createUserDestination(deps, requirePrincipal(request), request.body),
  });

  app.put(endpoints.update.path, {
    config: { scope: 'calculators:write' },
    attachValidation: true,
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) => updateUserDestination(deps, requirePrincipal(request), request.body),
  });

  app.delete(endpoints.remove.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) =>
      deleteUserDestination(deps, requirePrincipal(request), request.params.userDefinedDestinationId),
  });
};
