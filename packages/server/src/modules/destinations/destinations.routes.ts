import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserDestinationRequestSchema,
  updateUserDestinationRequestSchema,
  userDestinationIdParamsSchema,
  userDestinationReplySchema,
} from '@psc/core/destinations/destinations.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { createUserDestination } from './create-user-destination.ts';
import { deleteUserDestination } from './delete-user-destination.ts';
import { listUserDestinations } from './list-user-destinations.ts';
import { updateUserDestination } from './update-user-destination.ts';

const tags = ['destinations'];
const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/** calculators.md §7: the caller's own destinations. Amounts arrive as text and are parsed strictly. */
export const destinationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/destination/userdefined', {
    config: { scope: 'calculators:read' },
    schema: {
      tags,
      summary: "The caller's destinations by name",
      response: { 200: z.array(userDestinationReplySchema), ...refusals },
    },
    handler: async (request) => listUserDestinations(deps, requirePrincipal(request)),
  });

  app.post('/api/v1/destination/userdefined', {
    config: { scope: 'calculators:write' },
    // The use case validates, so the reply carries the one message shown after 'Your request is invalid:'.
    attachValidation: true,
    schema: {
      tags,
      summary: 'Create a destination (short or full form)',
      body: createUserDestinationRequestSchema,
      response: { 200: simpleReplySchema.extend({ id: z.string() }), ...refusals },
    },
    handler: async (request) => createUserDestination(deps, requirePrincipal(request), request.body),
  });

  app.put('/api/v1/destination/userdefined', {
    config: { scope: 'calculators:write' },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Edit a destination',
      body: updateUserDestinationRequestSchema,
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) => updateUserDestination(deps, requirePrincipal(request), request.body),
  });

  app.delete('/api/v1/destination/userdefined/:userDefinedDestinationId', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Delete a destination; refused (409) while calculators use it',
      params: userDestinationIdParamsSchema,
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) =>
      deleteUserDestination(deps, requirePrincipal(request), request.params.userDefinedDestinationId),
  });
};
