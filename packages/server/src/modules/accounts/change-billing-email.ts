import type { AccountReply } from '@psc/core/accounts/accounts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { toAccountReply } from './to-account-reply.ts';

/** PUT /api/v1/accounts/billingEmail: the 'Change Email' dialog picks which user of the account gets billing e-mails. */
export const changeBillingEmail = async (
  deps: Pick<Deps, 'accountsRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  request: { userId: string },
  origin: RequestOrigin,
): Promise<AccountReply> => {
  const updated = await deps.database.db.transaction(async (tx) => {
    const account = await deps.accountsRepository.findForUpdate(principal.accountId, tx);
    const member = await deps.accountsRepository.findMember(principal.accountId, request.userId, tx);
    if (!account || !member) throw new AppError('NOT_FOUND', userMessages.userNotFound);
    if (account.defaultEmail === member.email) return account;
    await deps.accountsRepository.setDefaultEmail(principal.accountId, member.email, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'billing_email_changed',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { from: account.defaultEmail, to: member.email },
      },
      tx,
    );
    return { ...account, defaultEmail: member.email };
  });
  return toAccountReply(updated);
};
