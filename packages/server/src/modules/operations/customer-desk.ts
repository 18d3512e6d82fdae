import { accountStatus, describeAccountState, freePlanExpiresAtMs } from '@psc/core/accounts/account-status';
import type { AccountDetailReply } from '@psc/core/operations/operations.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { findAccount, searchAccountsForSupport } from '../accounts/accounts-for-support.ts';
import { listUsersInAccount } from '../users/users-for-support.ts';
import { listPlans } from '../billing/subscriptions/list-plans.ts';

type DeskDeps = Pick<Deps, 'accountsRepository' | 'usersRepository' | 'catalogueRepository' | 'clock'>;

const stateOf = (status: number, createdAt: Date, freePlanDurationMs: number, now: Date): string =>
  describeAccountState(status, createdAt.getTime(), freePlanDurationMs, now.getTime());

/** GET /api/ops/accounts?q=: accounts by name, a user's e-mail or id. */
export const searchAccounts = async (deps: DeskDeps, query: string) => {
  const now = deps.clock.now();
  return (await searchAccountsForSupport(deps, query)).map((account) => ({
    id: account.id,
    name: account.name,
    status: account.status,
    state: stateOf(account.status, account.dateAdded, account.freePlanDurationMs, now),
    defaultEmail: account.defaultEmail,
    createdAt: account.dateAdded.getTime(),
    users: account.users,
    closedAt: account.closedAt?.getTime() ?? null,
  }));
};

/** GET /api/ops/accounts/{id}: what support needs to help, and nothing secret (no hash, card or TOTP key). */
export const getAccountForSupport = async (
  deps: DeskDeps,
  accountId: string,
): Promise<AccountDetailReply> => {
  const account = await findAccount(deps, accountId);
  if (account === null) throw new AppError('NOT_FOUND', 'No account has this id');
  const [people, plans] = await Promise.all([listUsersInAccount(deps, accountId), listPlans(deps)]);
  const now = deps.clock.now();
  return {
    id: account.id,
    name: account.name,
    status: account.status,
    state: stateOf(account.status, account.dateAdded, account.freePlanDurationMs, now),
    defaultEmail: account.defaultEmail,
    createdAt: account.dateAdded.getTime(),
    users: people.length,
    companyName: account.companyName,
    country: account.country,
    currencyCode: account.currencyCode,
    planId: account.currentPlanId,
    planName: plans.find((plan) => plan.id === account.currentPlanId)?.name ?? null,
    paymentLength: account.paymentLength,
    validUntil: account.validUntil?.getTime() ?? null,
    freePlanEndsAt: freePlanExpiresAtMs(account.dateAdded.getTime(), account.freePlanDurationMs),
    licences: {
      users: account.numberOfUsers,
      editors: account.numberOfEditors,
      viewers: account.numberOfViewers,
    },
    closedAt: account.closedAt?.getTime() ?? null,
    people: people.map((person) => ({
      id: person.id,
      email: person.email,
      name: `${person.firstname} ${person.lastname}`.trim(),
      permissions: person.permissions,
      twoFactor: person.twoFactorEnabled,
    })),
  };
};

export const isOnFreePlan = (status: number): boolean =>
  status !== accountStatus.awaitingPayment &&
  status !== accountStatus.paid &&
  status !== accountStatus.cancelled &&
  status !== accountStatus.super;
