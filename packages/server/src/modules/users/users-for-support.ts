import type { Deps } from '../../deps.ts';

type Repository = Deps['usersRepository'];
type RepositoryDeps = Pick<Deps, 'usersRepository'>;

// The users of an account as the operations console reads them, through this module.

export const listUsersInAccount = (deps: RepositoryDeps, ...args: Parameters<Repository['listInAccount']>) =>
  deps.usersRepository.listInAccount(...args);

export const findUserInAccount = (deps: RepositoryDeps, ...args: Parameters<Repository['findInAccount']>) =>
  deps.usersRepository.findInAccount(...args);

export const countFullUsers = (deps: RepositoryDeps, ...args: Parameters<Repository['countFullUsers']>) =>
  deps.usersRepository.countFullUsers(...args);
