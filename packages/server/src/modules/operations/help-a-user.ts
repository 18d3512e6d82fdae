import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { unlockMember } from '../auth/unlock-user.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { removeTwoFactor } from '../two-factor/disable-two-factor.ts';
import { resendInvoice } from '../billing/invoicing/resend-invoice.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { lockAccountForUpdate, reopenClosedAccount } from '../accounts/accounts-for-support.ts';
import { findUserInAccount } from '../users/users-for-support.ts';

type Target = { accountId: string; personId: string };

const by = (operator: OperatorPrincipal): string => `operator ${operator.id ?? operator.name}`;

/** Only a user of that account: an id from another account finds nothing. */
const requireMember = async (deps: Pick<Deps, 'usersRepository'>, target: Target) => {
  const person = await findUserInAccount(deps, target.accountId, target.personId);
  if (person === null) throw new AppError('NOT_FOUND', 'User not found');
  return person;
};

/** POST …/people/{id}/unlock: the administrator's unlock, done by support with a reason. */
export const unlockPersonForSupport = async (
  deps: Pick<
    Deps,
    | 'usersRepository'
    | 'authRepository'
    | 'securityEventsRepository'
    | 'clock'
    | 'rateLimiter'
    | 'operationsRepository'
  >,
  operator: OperatorPrincipal,
  target: Target,
  reason: string,
  origin: RequestOrigin,
) => {
  const person = await requireMember(deps, target);
  const reply = await unlockMember(deps, target, by(operator), origin);
  await recordOperatorAction(deps, operator, {
    action: 'user.unlocked',
    target: target.accountId,
    reason,
    after: { email: person.email },
  });
  return reply;
};

/** POST …/people/{id}/two-factor/remove: after an identity check the reason describes; the user sets it up again. */
export const removeTwoFactorForSupport = async (
  deps: Pick<
    Deps,
    | 'usersRepository'
    | 'twoFactorRepository'
    | 'securityEventsRepository'
    | 'clock'
    | 'database'
    | 'operationsRepository'
    | 'mailRepository'
  >,
  operator: OperatorPrincipal,
  target: Target,
  reason: string,
  origin: RequestOrigin,
) => {
  const person = await requireMember(deps, target);
  const reply = await removeTwoFactor(deps, target, by(operator), origin);
  await recordOperatorAction(deps, operator, {
    action: 'user.two-factor-removed',
    target: target.accountId,
    reason,
    before: { email: person.email, twoFactor: person.twoFactorEnabled },
    after: { twoFactor: false },
  });
  return reply;
};

/** POST /api/ops/accounts/{id}/reopen: a closure undone before the purge. */
export const reopenAccount = async (
  deps: Pick<Deps, 'accountsRepository' | 'operationsRepository' | 'clock' | 'database'>,
  operator: OperatorPrincipal,
  accountId: string,
  reason: string,
) =>
  deps.database.db.transaction(async (tx) => {
    const account = await lockAccountForUpdate(deps, accountId, tx);
    if (account === null) throw new AppError('NOT_FOUND', 'No account has this id');
    if (account.closedAt === null) throw new AppError('CONFLICT', 'The account is not closed');
    await reopenClosedAccount(deps, accountId, tx);
    await recordOperatorAction(
      deps,
      operator,
      {
        action: 'account.reopened',
        target: accountId,
        reason,
        before: { closedAt: account.closedAt.toISOString() },
        after: { closedAt: null },
      },
      tx,
    );
    return { success: true, message: 'The account and its users are active again' };
  });

/** POST …/invoices/{id}/resend: the invoice e-mail again, audited. */
export const resendInvoiceForSupport = async (
  deps: Parameters<typeof resendInvoice>[0] & Pick<Deps, 'operationsRepository'>,
  operator: OperatorPrincipal,
  target: { accountId: string; invoiceId: string },
  reason: string,
) => {
  const sent = await resendInvoice(deps, target.accountId, target.invoiceId);
  await recordOperatorAction(deps, operator, {
    action: 'invoice.resent',
    target: target.accountId,
    reason,
    after: { invoice: sent.number, to: sent.to },
  });
  return { success: true, message: sent.message };
};
