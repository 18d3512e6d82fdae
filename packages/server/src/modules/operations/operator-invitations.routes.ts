import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import { operatorInvitationLinkEndpoints as link } from '@psc/core/operations/operator-invitations.schemas';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import {
  acceptInvitation,
  inviteOperator,
  listInvitations,
  readInvitation,
  revokeInvitation,
} from './operator-invitations.ts';

const tags = ['operations'];
const admin = (role: 'admin') => ({ auth: 'operator', operatorRole: role }) as const;

/** Administrators invite colleagues by e-mail; the link's own calls need no sign-in (issue 15 item 1). */
export const operatorInvitationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.listInvitations.path, {
    config: admin(roles.listInvitations),
    schema: endpointSchema(ops.listInvitations, tags),
    handler: async () => listInvitations(deps),
  });

  app.post(ops.inviteOperator.path, {
    config: admin(roles.inviteOperator),
    schema: endpointSchema(ops.inviteOperator, tags),
    handler: async (request) => inviteOperator(deps, requireOperator(request), request.body),
  });

  app.delete(ops.revokeInvitation.path, {
    config: admin(roles.revokeInvitation),
    schema: endpointSchema(ops.revokeInvitation, tags),
    handler: async (request) => revokeInvitation(deps, requireOperator(request), request.params.invitationId),
  });

  app.get(link.invitation.path, {
    config: { auth: 'public' },
    schema: endpointSchema(link.invitation, tags),
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return readInvitation(deps, request.params.token, requestOrigin(request));
    },
  });

  app.post(link.acceptInvitation.path, {
    config: { auth: 'public' },
    schema: endpointSchema(link.acceptInvitation, tags),
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return acceptInvitation(deps, request.params.token, requestOrigin(request), request.body.password);
    },
  });
};
