import { AppError } from '@psc/core/shared/app-error';
import { accountMessages, type AccountReply } from '@psc/core/accounts/accounts.schemas';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { toAccountReply } from './to-account-reply.ts';

/**
 * PUT /api/v1/accounts/defaultAdmin (beyond the spec): the default admin hands the role to another administrator
 * (permission A) of the account, for instance before leaving the desk. The web app asks for confirmation first.
 */
export const transferDefaultAdmin = async (
  deps: Pick<Deps, 'accountsRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  request: { userId: string },
  origin: RequestOrigin,
): Promise<AccountReply> => {
  const notPermitted = new AppError('FORBIDDEN', userMessages.operationNotPermitted, {
    reason: 'default_admin_only',
  });
  const updated = await deps.database.db.transaction(async (tx) => {
    const account = await deps.accountsRepository.findForUpdate(principal.accountId, tx);
    if (!account || account.defaultAdmin !== principal.personId) throw notPermitted;
    const member = await deps.accountsRepository.findMember(principal.accountId, request.userId, tx);
    if (!member) throw new AppError('NOT_FOUND', userMessages.userNotFound);
    if (member.id === principal.personId) return account;
    if (member.permissions !== 'A' || !member.isActive) {
      throw new AppError('CONFLICT', accountMessages.newDefaultAdminNotAdmin, {
        reason: 'not_an_administrator',
      });
    }
    await deps.accountsRepository.setDefaultAdmin(principal.accountId, member.id, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'default_admin_transferred',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { userId: member.id, userEmail: member.email },
      },
      tx,
    );
    return { ...account, defaultAdmin: member.id };
  });
  return toAccountReply(updated);
};
