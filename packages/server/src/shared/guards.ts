import { isAdministrator } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from './principal.ts';

/** Administrator = permission A or the account's default admin (account-and-billing.md §6). */
export const requireAdministrator = (principal: Principal): void => {
  if (!isAdministrator(principal.permissions, principal.isDefaultAdmin)) throw new AppError('FORBIDDEN', 'Operation not permitted');
};
