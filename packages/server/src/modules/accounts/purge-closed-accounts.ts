import type { Deps } from '../../deps.ts';

/** Removes every account closed longer ago than the retention period; main.ts runs it every hour. */
export const purgeClosedAccounts = async (
  deps: Pick<Deps, 'accountsRepository' | 'clock' | 'config' | 'database' | 'logger'>,
): Promise<number> => {
  const cutoff = new Date(deps.clock.now().getTime() - deps.config.accountRetentionMs);
  const ids = await deps.database.db.transaction((tx) =>
    deps.accountsRepository.purgeClosedBefore(cutoff, tx),
  );
  if (ids.length > 0) deps.logger.info({ accounts: ids.length }, 'closed accounts purged');
  return ids.length;
};
