import type { Logger } from 'pino';
import type { DatabaseHandle, Listener } from '../db/client.ts';
import { everyAccount, type CacheInvalidation } from '../shared/cache-invalidation.ts';

/** The channel migration 0007's triggers notify: an account id, or '*' for market data. */
export const changeChannel = 'psc_changes';

const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Turns committed database changes, by this process or any other sharing the database, into cache invalidations.
 * While not listening, the read caches are off.
 */
export const listenForChanges = (
  database: DatabaseHandle,
  invalidation: CacheInvalidation,
  logger: Logger,
): Promise<Listener> =>
  database.listen(changeChannel, {
    onNotification: (payload) =>
      invalidation.invalidate(accountIdPattern.test(payload) ? payload : everyAccount),
    onListening: () => invalidation.setEnabled(true),
    onInterrupted: () => {
      invalidation.setEnabled(false);
      logger.warn(
        'database change notifications interrupted: read caches are off until the listener reconnects',
      );
    },
  });
