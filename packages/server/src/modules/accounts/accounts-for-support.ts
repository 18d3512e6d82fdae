import type { Deps } from '../../deps.ts';

type Repository = Deps['accountsRepository'];
type RepositoryDeps = Pick<Deps, 'accountsRepository'>;

// The account rows the operations console and other modules read and change, through this module (issue 13: a module reaches another only through its use cases).

export const findAccount = (deps: RepositoryDeps, ...args: Parameters<Repository['findById']>) =>
  deps.accountsRepository.findById(...args);

export const searchAccountsForSupport = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['searchForSupport']>
) => deps.accountsRepository.searchForSupport(...args);

export const lockAccountForUpdate = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['findForUpdate']>
) => deps.accountsRepository.findForUpdate(...args);

export const setAccountBySupport = (deps: RepositoryDeps, ...args: Parameters<Repository['setBySupport']>) =>
  deps.accountsRepository.setBySupport(...args);

export const reopenClosedAccount = (deps: RepositoryDeps, ...args: Parameters<Repository['reopenClosed']>) =>
  deps.accountsRepository.reopenClosed(...args);
