import type { NewsItemDraft, NewsPublishReply } from '@psc/core/news/news.schemas';
import type { Deps } from '../../deps.ts';
import { sanitizeArticle } from './sanitize-article.ts';

/**
 * POST /system/news, the import command and the demo seed: sanitises each article and writes every item in one
 * transaction, so a publication lands whole or not at all. An item whose id exists replaces it.
 */
export const publishNews = async (
  deps: Pick<Deps, 'newsRepository' | 'clock' | 'database'>,
  items: readonly NewsItemDraft[],
): Promise<NewsPublishReply> => {
  const now = deps.clock.now();
  const ids = await deps.database.db.transaction(async (tx) => {
    const written: string[] = [];
    for (const item of items) {
      const createdDate = item.createdDate === undefined ? now : new Date(item.createdDate);
      const lastUpdated = item.lastUpdated === undefined ? now : new Date(item.lastUpdated);
      written.push(
        await deps.newsRepository.upsert(
          {
            ...(item.id === undefined ? {} : { id: item.id }),
            title: item.title,
            description: item.description,
            article: sanitizeArticle(item.article),
            author: item.author,
            country: item.country,
            createdDate,
            lastUpdated: lastUpdated < createdDate ? createdDate : lastUpdated,
            link: item.link,
            tags: item.tags,
            thumbnail: item.thumbnail,
            thumbnailUrl: item.thumbnailUrl,
            visibleFrom:
              item.visibleFrom === undefined
                ? createdDate
                : item.visibleFrom === null
                  ? null
                  : new Date(item.visibleFrom),
          },
          { keepCreatedDate: item.createdDate === undefined },
          tx,
        ),
      );
    }
    return written;
  });
  return {
    success: true,
    message: `${ids.length} news item${ids.length === 1 ? '' : 's'} published`,
    count: ids.length,
    ids,
  };
};
