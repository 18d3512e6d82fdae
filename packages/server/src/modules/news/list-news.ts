import { canReadNewsContent, newsListLimit, priorityNewsTags } from '@psc/core/news/news-rules';
import type { NewsListReply } from '@psc/core/news/news.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toNewsItemReply } from './to-news-item-reply.ts';

/** GET /api/v1/news: at most 21 items, Price or Trade first (§9); content only for paid and super accounts. */
export const listNews = async (
  deps: Pick<Deps, 'newsRepository' | 'clock'>,
  principal: Principal,
): Promise<NewsListReply> => {
  const canReadContent = canReadNewsContent(principal.accountStatus);
  const rows = await deps.newsRepository.list({
    limit: newsListLimit,
    priorityTags: priorityNewsTags,
    withContent: canReadContent,
    now: deps.clock.now(),
  });
  return rows.map((row) => toNewsItemReply(row, canReadContent));
};
