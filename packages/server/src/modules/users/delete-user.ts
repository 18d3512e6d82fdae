import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

const notPermitted = () =>
  new AppError('FORBIDDEN', userMessages.operationNotPermitted, { reason: 'protected_user' });

/**
 * DELETE /api/v1/users/{userId}. The default admin and the caller can never be deleted (§6); the web app's bulk
 * delete skips them, and the server refuses them whoever asks. The person's sessions go with the row.
 */
export const deleteUser = async (
  deps: Pick<Deps, 'usersRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  userId: string,
  origin: RequestOrigin,
): Promise<SimpleReply> => {
  if (userId === principal.personId) throw notPermitted();
  await deps.database.db.transaction(async (tx) => {
    await deps.usersRepository.lockAccountForLicences(principal.accountId, tx);
    const person = await deps.usersRepository.findInAccount(principal.accountId, userId, tx);
    if (!person) throw new AppError('NOT_FOUND', userMessages.userNotFound);
    if (person.defaultAdmin === person.id) throw notPermitted();
    await deps.usersRepository.deleteUser(principal.accountId, userId, tx);
    await deps.usersRepository.resetBillingEmailIfRecipient(principal.accountId, person.email, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'user_deleted',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { userId, userEmail: person.email, permissions: person.permissions },
      },
      tx,
    );
  });
  return { success: true, message: userMessages.userDeleted };
};
