import { canReadNewsContent } from '@psc/core/news/news-rules';
import { newsMessages, type NewsItemReply } from '@psc/core/news/news.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toNewsItemReply } from './to-news-item-reply.ts';

/** GET /api/v1/news/{id}: one item, gated like the list. */
export const getNewsItem = async (
  deps: Pick<Deps, 'newsRepository' | 'clock'>,
  principal: Principal,
  id: string,
): Promise<NewsItemReply> => {
  const row = await deps.newsRepository.findById(id);
  // A draft or a scheduled item is not there yet for a trader.
  if (!row || row.visibleFrom === null || row.visibleFrom > deps.clock.now())
    throw new AppError('NOT_FOUND', newsMessages.nothingToDisplay);
  return toNewsItemReply(row, canReadNewsContent(principal.accountStatus));
};
