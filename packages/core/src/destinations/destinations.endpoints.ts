import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  createUserDestinationRequestSchema,
  updateUserDestinationRequestSchema,
  userDestinationIdParamsSchema,
  userDestinationReplySchema,
} from './destinations.schemas.ts';

/** calculators.md §7, the caller's own destinations, described once for the server and the web (issue 13). */
export const userDestinationEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/destination/userdefined',
    summary: "The caller's destinations by name",
    reply: z.array(userDestinationReplySchema),
  },
  create: {
    method: 'POST',
    path: '/api/v1/destination/userdefined',
    summary: 'Create a destination (short or full form)',
    body: createUserDestinationRequestSchema,
    reply: simpleReplySchema.extend({ id: z.string() }),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/destination/userdefined',
    summary: 'Edit a destination',
    body: updateUserDestinationRequestSchema,
    reply: simpleReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/destination/userdefined/:userDefinedDestinationId',
    summary: 'Delete a destination; refused (409) while calculators use it',
    params: userDestinationIdParamsSchema,
    reply: simpleReplySchema,
  },
});
