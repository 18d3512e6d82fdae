import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personReplySchema } from '@psc/core/accounts/accounts.schemas';
import { passwordChangeRequestSchema } from '@psc/core/auth/auth.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import {
  newUserRequestSchema,
  userDetailsAndPermissionsRequestSchema,
  userDetailsRequestSchema,
  userIdParamsSchema,
  userListReplySchema,
  userReplySchema,
} from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { changePassword } from './change-password.ts';
import { checkPasswordUse } from './check-password-use.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { getMe } from './get-me.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { updateUserDetails, updateUserDetailsAndPermissions } from './update-user.ts';

const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/users/me', {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      response: { 200: personReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => getMe(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/users', {
    // The 'Change Email' dialog of the Details tab lists the users, and it works in every account state.
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['users'],
      summary: "The users of the caller's account (administrators)",
      response: { 200: userListReplySchema, ...refusals },
    },
    handler: async (request) => listUsers(deps, requirePrincipal(request)),
  });

  app.post('/api/v1/users', {
    config: { access: 'administrator' },
    // The use case validates, so a missing field answers 'Please fill mandatory fields' as §5 says.
    attachValidation: true,
    schema: {
      tags: ['users'],
      summary: 'Create a user with a generated password, e-mailed to them with a first sign-in link',
      description:
        "409 'You have not purchased enough User License(s)' when a Full User (A, U) would exceed the purchased licences or the account is not paid; Viewers (V) need no licence. 409 'Sorry, this email is already in use'.",
      body: newUserRequestSchema,
      response: { 200: userReplySchema, ...refusals },
    },
    handler: async (request) =>
      createUser(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put('/api/v1/users/details', {
    // Names only: users may edit their own, administrators anyone's in their account.
    config: { ownProfileWrite: true },
    attachValidation: true,
    schema: {
      tags: ['users'],
      summary: "Change a user's first and last name",
      body: userDetailsRequestSchema,
      response: { 200: userReplySchema, ...refusals },
    },
    handler: async (request) =>
      updateUserDetails(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put('/api/v1/users/detailsAndPermissions', {
    config: { access: 'administrator' },
    attachValidation: true,
    schema: {
      tags: ['users'],
      summary: "Change a user's names and role (A, U or V)",
      description:
        "The default admin's and the caller's own role cannot change (403 'Operation not permitted'). Viewer → Full User needs a free licence (409).",
      body: userDetailsAndPermissionsRequestSchema,
      response: { 200: userReplySchema, ...refusals },
    },
    handler: async (request) =>
      updateUserDetailsAndPermissions(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.get('/api/v1/users/:userId', {
    schema: {
      tags: ['users'],
      summary: 'One user of the account (yourself, or anyone for administrators)',
      params: userIdParamsSchema,
      response: { 200: userReplySchema, ...refusals },
    },
    handler: async (request) => getUser(deps, requirePrincipal(request), request.params.userId),
  });

  app.delete('/api/v1/users/:userId', {
    config: { access: 'administrator' },
    schema: {
      tags: ['users'],
      summary: 'Delete a user of the account; never the default admin nor yourself',
      params: userIdParamsSchema,
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) =>
      deleteUser(deps, requirePrincipal(request), request.params.userId, requestOrigin(request)),
  });

  app.put('/api/v1/users/details/password', {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: {
      tags: ['users'],
      summary: "Change the caller's password; other sessions are revoked",
      body: passwordChangeRequestSchema,
      response: {
        200: simpleReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
        409: errorReplySchema,
      },
    },
    handler: async (request) =>
      changePassword(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.post('/api/v1/users/details/checkpassworduse', {
    config: { duringTwoFactorSetup: true, ownProfileWrite: true },
    schema: {
      tags: ['users'],
      summary: 'Has the caller used this password before? 401 when it is one of the last five',
      body: passwordChangeRequestSchema,
      response: { 200: simpleReplySchema, 401: errorReplySchema, 403: errorReplySchema },
    },
    handler: async (request) => checkPasswordUse(deps, requirePrincipal(request), request.body),
  });
};
