import { quoteMessages, type SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { quoteViewedEventWindowMs } from '@psc/core/webhooks/webhook-events.schemas';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { limitOpenLink } from '../../shared/open-link-limit.ts';
import { isSecretTokenShape } from '../../shared/secret-token.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { shareTokenHash } from './quote-actions.ts';
import { toSharedQuoteReply } from './quote-reply.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-events.ts';
import type { QuoteRecord } from './quotes.repository.ts';

type SharedDeps = Pick<Deps, 'quotesRepository' | 'rateLimiter' | 'clock' | 'config' | 'database'>;
type ViewDeps = SharedDeps & Pick<Deps, 'webhooksRepository'>;

/**
 * A share link's quote, for anyone holding the link (no sign-in): 404 alike for a revoked, expired, unknown or
 * malformed token, so the page tells nothing of which. Limited per address, so tokens cannot be tried in bulk.
 * A counted view runs `alsoInTheView` in the same transaction as the count, so the two are written together or not
 * at all.
 */
export const findSharedQuote = async (
  deps: SharedDeps,
  token: string,
  origin: RequestOrigin,
  options: { countView: boolean; alsoInTheView?: (record: QuoteRecord, tx: Database) => Promise<void> },
): Promise<QuoteRecord> => {
  await limitOpenLink(deps, 'shared-quote', origin.ipAddress);
  if (!isSecretTokenShape(token)) throw new AppError('NOT_FOUND', quoteMessages.linkNotFound);
  const tokenHash = shareTokenHash(token);
  const record = options.countView
    ? await deps.database.db.transaction(async (tx) => {
        const viewed = await deps.quotesRepository.viewShared(tokenHash, deps.clock.now(), true, tx);
        if (viewed && options.alsoInTheView) await options.alsoInTheView(viewed, tx);
        return viewed;
      })
    : await deps.quotesRepository.viewShared(tokenHash, deps.clock.now(), false);
  if (!record) throw new AppError('NOT_FOUND', quoteMessages.linkNotFound);
  return record;
};

/**
 * `quote.viewed` (decision 0135) at most once per quote and hour: anyone holding the link can open it, and a buyer
 * reloading the page should not flood the account's endpoint. The hour's key makes a second view in it a no-op.
 */
const announceView = async (deps: ViewDeps, record: QuoteRecord, now: Date, tx: Database) => {
  const window = Math.floor(now.getTime() / quoteViewedEventWindowMs);
  await enqueueWebhookEvents(
    deps,
    'quote.viewed',
    [
      {
        accountId: record.accountId,
        key: `quote.viewed:${record.id}:${window}`,
        data: {
          quoteId: record.id,
          name: record.name,
          views: record.shareViews,
          viewedAt: now.toISOString(),
          link: `${deps.config.publicUrl}/quotes/${record.id}`,
        },
      },
    ],
    now,
    tx,
  );
};

/** GET /shared/quotes/{token}: the quote page's figures; each call is a view the owner sees counted. */
export const viewSharedQuote = async (
  deps: ViewDeps,
  token: string,
  origin: RequestOrigin,
): Promise<SharedQuoteReply> => {
  const now = deps.clock.now();
  const record = await findSharedQuote(deps, token, origin, {
    countView: true,
    alsoInTheView: (viewed, tx) => announceView(deps, viewed, now, tx),
  });
  return toSharedQuoteReply(record, now);
};
