import { quoteMessages, type SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { limitOpenLink } from '../../shared/open-link-limit.ts';
import { isSecretTokenShape } from '../../shared/secret-token.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { shareTokenHash } from './quote-actions.ts';
import { toSharedQuoteReply } from './quote-reply.ts';
import type { QuoteRecord } from './quotes.repository.ts';

type SharedDeps = Pick<Deps, 'quotesRepository' | 'rateLimiter' | 'clock' | 'config'>;

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

/** GET /shared/quotes/{token}: the quote page's figures; each call is a view the owner sees counted. */
export const viewSharedQuote = async (
  deps: SharedDeps,
  token: string,
  origin: RequestOrigin,
): Promise<SharedQuoteReply> =>
  toSharedQuoteReply(await findSharedQuote(deps, token, origin, { countView: true }), deps.clock.now());
