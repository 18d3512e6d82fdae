import type { NewsItemReply } from '@psc/core/news/news.schemas';
import type { NewsItemListRow } from './news.repository.ts';

/** The gate of calculators.md §2.7: without `canReadContent` the description, article and link are null. */
export const toNewsItemReply = (row: NewsItemListRow, canReadContent: boolean): NewsItemReply => ({
  id: row.id,
  title: row.title,
  description: canReadContent ? (row.description ?? null) : null,
  article: canReadContent ? (row.article ?? null) : null,
  author: row.author,
  country: row.country,
  createdDate: row.createdDate.getTime(),
  lastUpdated: row.lastUpdated.getTime(),
  link: canReadContent ? (row.link ?? null) : null,
  tags: row.tags,
  thumbnail: row.thumbnail,
  thumbnailUrl: row.thumbnailUrl,
  restricted: !canReadContent,
});
