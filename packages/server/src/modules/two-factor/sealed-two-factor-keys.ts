import type { Deps } from '../../deps.ts';

type Repository = Deps['twoFactorRepository'];
type RepositoryDeps = Pick<Deps, 'twoFactorRepository'>;

// The sealed TOTP secrets, for the operations console's encryption report.

export const listSealedTwoFactorKeys = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['listSealedKeys']>
) => deps.twoFactorRepository.listSealedKeys(...args);
