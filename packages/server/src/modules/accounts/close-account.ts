import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

const normalise = (value: string) => value.trim().toLocaleLowerCase('en');

/**
 * DELETE /api/v1/accounts/: only the default admin, who types the account name as confirmation. Every user of
 * the account is signed out and locked out at once; the data stays for ACCOUNT_RETENTION_DAYS (a mistaken
 * closure can be undone by the operator), then purgeClosedAccounts removes it.
 */
export const closeAccount = async (
  deps: Pick<Deps, 'accountsRepository' | 'securityEventsRepository' | 'clock' | 'config' | 'database'>,
  principal: Principal,
  request: { confirmation: string },
  origin: RequestOrigin,
): Promise<{ success: true; message: string; purgeAfter: number }> => {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const account = await deps.accountsRepository.findForUpdate(principal.accountId, tx);
    if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
    if (account.defaultAdmin !== principal.personId) {
      throw new AppError('FORBIDDEN', accountMessages.onlyDefaultAdminCloses, {
        reason: 'default_admin_only',
      });
    }
    if (normalise(request.confirmation) !== normalise(account.name))
      throw new AppError('VALIDATION', accountMessages.closeConfirmationMismatch);
    await deps.accountsRepository.markClosed(principal.accountId, now, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'account_closed',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { name: account.name },
      },
      tx,
    );
  });
  return {
    success: true,
    message: 'Account closed',
    purgeAfter: now.getTime() + deps.config.accountRetentionMs,
  };
};
