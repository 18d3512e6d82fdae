import { canAddFullUser } from '@psc/core/accounts/licences';
import { isFullUser } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
import {
  userDetailsAndPermissionsRequestSchema,
  userDetailsRequestSchema,
  userMessages,
  type UserReply,
} from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import { requireAdministrator, requireWriter } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { licenceLimitError } from './create-user.ts';
import { toUserReply } from './to-user-reply.ts';

type UpdateUserDeps = Pick<Deps, 'usersRepository' | 'securityEventsRepository' | 'clock' | 'database'>;

/**
 * PUT /api/v1/users/details and /detailsAndPermissions (§5 'Edit user'). Names: the user themselves or an
 * administrator. Role: administrators only, never of the default admin nor of the caller (their Admin box is
 * disabled), and turning a Viewer into a Full User needs a free licence, checked under the account-row lock.
 * The e-mail is read-only and ignored when sent.
 */
export const updateUserDetails = (
  deps: UpdateUserDeps,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
) => updateUser(deps, principal, body, false, origin);

export const updateUserDetailsAndPermissions = (
  deps: UpdateUserDeps,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
) => updateUser(deps, principal, body, true, origin);

const updateUser = async (
  deps: UpdateUserDeps,
  principal: Principal,
  body: unknown,
  withPermissions: boolean,
  origin: RequestOrigin,
): Promise<UserReply> => {
  const request = withPermissions
    ? parseBody(userDetailsAndPermissionsRequestSchema, body)
    : { ...parseBody(userDetailsRequestSchema, body), permissions: undefined };
  if (request.id !== principal.personId || withPermissions) {
    requireWriter(principal);
    requireAdministrator(principal);
  }

  await deps.database.db.transaction(async (tx) => {
    const account = await deps.usersRepository.lockAccountForLicences(principal.accountId, tx);
    const person = await deps.usersRepository.findInAccount(principal.accountId, request.id, tx);
    if (!account || !person) throw new AppError('NOT_FOUND', userMessages.userNotFound);
    const permissions = request.permissions ?? person.permissions;
    const roleChanges = permissions !== person.permissions;
    if (roleChanges) {
      if (person.id === person.defaultAdmin || person.id === principal.personId) {
        throw new AppError('FORBIDDEN', userMessages.operationNotPermitted, {
          reason: 'protected_user',
        });
      }
      if (!isFullUser(person.permissions) && isFullUser(permissions)) {
        const defined = await deps.usersRepository.countFullUsers(principal.accountId, tx);
        if (!canAddFullUser(account.status, account.numberOfUsers, defined)) throw licenceLimitError();
      }
    }
    await deps.usersRepository.updateUser(
      principal.accountId,
      person.id,
      { firstname: request.firstname, lastname: request.lastname, ...(roleChanges ? { permissions } : {}) },
      tx,
    );
    const actor = {
      accountId: principal.accountId,
      personId: principal.personId,
      email: principal.email,
      origin,
    };
    if (request.firstname !== person.firstname || request.lastname !== person.lastname) {
      await recordSecurityEvent(
        deps,
        {
          type: 'user_updated',
          ...actor,
          detail: {
            userId: person.id,
            userEmail: person.email,
            firstname: request.firstname,
            lastname: request.lastname,
          },
        },
        tx,
      );
    }
    if (roleChanges) {
      await recordSecurityEvent(
        deps,
        {
          type: 'user_role_changed',
          ...actor,
          detail: { userId: person.id, userEmail: person.email, from: person.permissions, to: permissions },
        },
        tx,
      );
    }
  });

  const updated = await deps.usersRepository.findInAccount(principal.accountId, request.id);
  if (!updated) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  return toUserReply(updated, deps.clock.now());
};
