import type { Deps } from '../../deps.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-events.ts';

const batch = 500;

/**
 * `quote.expired` (decision 0135): each quote whose validity ended is told once, in the transaction that marks it
 * told, to the endpoints of its account that take the event. Quotes that expired before this existed were marked
 * told by migration 0032, so an upgrade sends no backlog. The 'quote-expiry' job's run; returns how many ended.
 */
export const announceExpiredQuotes = async (
  deps: Pick<Deps, 'quotesRepository' | 'webhooksRepository' | 'database' | 'clock' | 'config'>,
): Promise<number> => {
  const now = deps.clock.now();
  let told = 0;
  for (;;) {
    const taken = await deps.database.db.transaction(async (tx) => {
      const expired = await deps.quotesRepository.takeExpiredUnannounced(now, batch, tx);
      await enqueueWebhookEvents(
        deps,
        'quote.expired',
        expired.map((quote) => ({
          accountId: quote.accountId,
          key: `quote.expired:${quote.id}`,
          data: {
            quoteId: quote.id,
            name: quote.name,
            validUntil: quote.validUntil.toISOString(),
            link: `${deps.config.publicUrl}/quotes/${quote.id}`,
          },
        })),
        now,
        tx,
      );
      return expired.length;
    });
    told += taken;
    if (taken < batch) return told;
  }
};
