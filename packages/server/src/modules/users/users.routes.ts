import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { changePassword } from './change-password.ts';
import { checkPasswordUse } from './check-password-use.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { getMe } from './get-me.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { updateUserDetails, updateUserDetailsAndPermissions } from './update-user.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(userEndpoints.me.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(userEndpoints.me, tags),
    handler: async (request) => getMe(deps, requirePrincipal(request)),
  });

  app.get(userEndpoints.list.path, {
    // The 'Change Email' dialog of the Details tab lists the users, and it works in every account state.
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(userEndpoints.list, tags),
    handler: async (request) => listUsers(deps, requirePrincipal(request)),
  });

  app.post(userEndpoints.create.path, {
    config: { access: 'administrator' },
    // The use case validates, so a missing field answers 'Please fill mandatory fields' as §5 says.
    attachValidation: true,
    schema: endpointSchema(userEndpoints.create, tags),
    handler: async (request) =>
      createUser(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put(userEndpoints.updateDetails.path, {
    // Names only: users may edit their own, administrators anyone's in their account.
    config: { ownProfileWrite: true },
    attachValidation: true,
    schema: endpointSchema(userEndpoints.updateDetails, tags),
    handler: async (request) =>
      updateUserDetails(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put(userEndpoints.updateDetailsAndPermissions.path, {
    config: { access: 'administrator' },
    attachValidation: true,
    schema: endpointSchema(userEndpoints.updateDetailsAndPermissions, tags),
    handler: async (request) =>
      updateUserDetailsAndPermissions(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.get(userEndpoints.get.path, {
    schema: endpointSchema(userEndpoints.get, tags),
    handler: async (request) => getUser(deps, requirePrincipal(request), request.params.userId),
  });

  app.delete(userEndpoints.remove.path, {
    config: { access: 'administrator' },
    schema: endpointSchema(userEndpoints.remove, tags),
    handler: async (request) =>
      deleteUser(deps, requirePrincipal(request), request.params.userId, requestOrigin(request)),
  });

  app.put(userEndpoints.changePassword.path, {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: endpointSchema(userEndpoints.changePassword, tags),
    handler: async (request) =>
      changePassword(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.post(userEndpoints.checkPasswordUse.path, {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: endpointSchema(userEndpoints.checkPasswordUse, tags),
    handler: async (request) => checkPasswordUse(deps, requirePrincipal(request), request.body),
  });
};
