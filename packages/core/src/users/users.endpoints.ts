import { meReplySchema } from '../accounts/accounts.schemas.ts';
import { passwordChangeRequestSchema } from '../auth/auth.schemas.ts';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  newUserRequestSchema,
  userDetailsAndPermissionsRequestSchema,
  userDetailsRequestSchema,
  userIdParamsSchema,
  userListReplySchema,
  userReplySchema,
} from './users.schemas.ts';

/** The user calls of account-and-billing.md §5, described once for the server and the web (issue 13). */
export const userEndpoints = defineEndpoints({
  me: {
    method: 'GET',
    path: '/api/v1/users/me',
    summary: "The signed-in user, with their language and their account's default language",
    reply: meReplySchema,
  },
  list: {
    method: 'GET',
    path: '/api/v1/users',
    summary: "The users of the caller's account (administrators)",
    reply: userListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/users',
    summary: 'Create a user with a generated password, e-mailed to them with a first sign-in link',
    description:
      "409 'You have not purchased enough User License(s)' when a Full User (A, U) would exceed the purchased licences or the account is not paid; Viewers (V) need no licence. 409 'Sorry, this email is already in use'.",
    body: newUserRequestSchema,
    reply: userReplySchema,
  },
  updateDetails: {
    method: 'PUT',
    path: '/api/v1/users/details',
    summary: "Change a user's first and last name",
    body: userDetailsRequestSchema,
    reply: userReplySchema,
  },
  updateDetailsAndPermissions: {
    method: 'PUT',
    path: '/api/v1/users/detailsAndPermissions',
    summary: "Change a user's names and role (A, U or V)",
    description:
      "The default admin's and the caller's own role cannot change (403 'Operation not permitted'). Viewer → Full User needs a free licence (409).",
    body: userDetailsAndPermissionsRequestSchema,
    reply: userReplySchema,
  },
  get: {
    method: 'GET',
    path: '/api/v1/users/:userId',
    summary: 'One user of the account (yourself, or anyone for administrators)',
    params: userIdParamsSchema,
    reply: userReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/users/:userId',
    summary: 'Delete a user of the account; never the default admin nor yourself',
    params: userIdParamsSchema,
    reply: simpleReplySchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/v1/users/details/password',
    summary: "Change the caller's password; other sessions are revoked",
    body: passwordChangeRequestSchema,
    reply: simpleReplySchema,
  },
  checkPasswordUse: {
    method: 'POST',
    path: '/api/v1/users/details/checkpassworduse',
    summary: 'Has the caller used this password before? 401 when it is one of the last five',
    body: passwordChangeRequestSchema,
    reply: simpleReplySchema,
  },
});
