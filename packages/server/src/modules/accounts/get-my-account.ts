import { AppError } from '@psc/core/shared/app-error';
import { accountMessages, type AccountReply } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toAccountReply } from './to-account-reply.ts';

export const getMyAccount = async (
  deps: Pick<Deps, 'accountsRepository'>,
  principal: Principal,
): Promise<AccountReply> => {
  const row = await deps.accountsRepository.findById(principal.accountId);
  if (!row) throw new AppError('NOT_FOUND', accountMessages.notFound);
  return toAccountReply(row);
};
