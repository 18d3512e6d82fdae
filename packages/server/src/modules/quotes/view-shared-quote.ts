import { quoteMessages, type SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { quoteViewedEventWindowMs } from '@psc/core/webhooks/webhook-events.schemas';
import type { Deps } from '../../deps.ts';
import { limitOpenLink } from '../../shared/open-link-limit.ts';
import { isSecretTokenShape } from '../../shared/secret-token.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { shareTokenHash } from './quote-actions.ts';
import { toSharedQuoteReply } from './quote-reply.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-events.ts';
import type { QuoteRecord } from './quotes.repository.ts';

type SharedDeps = Pick<Deps, 'quotesRepository' | 'rateLimiter' | 'clock' | 'config'>;
type ViewDeps = SharedDeps & Pick<Deps, 'webhooksRepository' | 'database'>;

/**
 * A share link's quote, for anyone holding the link (no sign-in): 404 alike for a revoked, expired, unknown or
 * malformed token, so the page tells nothing of which. Limited per address, so tokens cannot be tried in bulk.
 */
export const findSharedQuote = async (
  deps: SharedDeps,
  token: string,
  origin: RequestOrigin,
  options: { countView: boolean },
): Promise<QuoteRecord> => {
  await limitOpenLink(deps, 'shared-quote', origin.ipAddress);
  const record = isSecretTokenShape(token)
    ? await deps.quotesRepository.viewShared(shareTokenHash(token), deps.clock.now(), options.countView)
    : null;
  if (!record) throw new AppError('NOT_FOUND', quoteMessages.linkNotFound);
  return record;
};

/**
 * `quote.viewed` (decision 0135) at most once per quote and hour: anyone holding the link can open it, and a buyer
 * reloading the page should not flood the account's endpoint. The hour's key makes a second view in it a no-op.
 */
const announceView = async (deps: ViewDeps, record: QuoteRecord, now: Date) => {
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
    deps.database.db,
  );
};

/** GET /shared/quotes/{token}: the quote page's figures; each call is a view the owner sees counted. */
export const viewSharedQuote = async (
  deps: ViewDeps,
  token: string,
  origin: RequestOrigin,
): Promise<SharedQuoteReply> => {
  const record = await findSharedQuote(deps, token, origin, { countView: true });
  const now = deps.clock.now();
  await announceView(deps, record, now);
  return toSharedQuoteReply(record, now);
};
