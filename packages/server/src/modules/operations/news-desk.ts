import type { NewsItemDraft } from '@psc/core/news/news.schemas';
import type { DeskNewsItem } from '@psc/core/operations/operations.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { publishNews } from '../news/publish-news.ts';
import { sanitizeArticle } from '../news/sanitize-article.ts';
import { toNewsItemReply } from '../news/to-news-item-reply.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { findNewsItem, listNewsForDesk, setNewsVisibleFrom } from '../news/news-for-desk.ts';

const stateOf = (visibleFrom: Date | null, now: Date): DeskNewsItem['state'] =>
  visibleFrom === null ? 'draft' : visibleFrom > now ? 'scheduled' : 'published';

type NewsItemRow = Awaited<ReturnType<Deps['newsRepository']['listForDesk']>>[number];

const toDeskItem = (row: NewsItemRow, now: Date): DeskNewsItem => {
  const { restricted: _restricted, ...reply } = toNewsItemReply(row, true);
  return { ...reply, visibleFrom: row.visibleFrom?.getTime() ?? null, state: stateOf(row.visibleFrom, now) };
};

/** GET /api/ops/news: every item, drafts and scheduled ones too. */
export const listDeskNews = async (deps: Pick<Deps, 'newsRepository' | 'clock'>): Promise<DeskNewsItem[]> => {
  const now = deps.clock.now();
  return (await listNewsForDesk(deps, 500)).map((row) => toDeskItem(row, now));
};

/** POST /api/ops/news: one item written through the publication's own path (sanitised, all or nothing), audited. */
export const saveDeskNews = async (
  deps: Pick<Deps, 'newsRepository' | 'clock' | 'database' | 'operationsRepository'>,
  operator: OperatorPrincipal,
  item: NewsItemDraft,
) => {
  const { ids } = await publishNews(deps, [{ ...item, author: item.author ?? operator.name }]);
  const id = ids[0] ?? '';
  const visibleFrom = item.visibleFrom === undefined ? 'now' : item.visibleFrom;
  await recordOperatorAction(deps, operator, {
    action: 'news.saved',
    target: id,
    after: { title: item.title, visibleFrom },
  });
  return { success: true as const, message: item.visibleFrom === null ? 'Saved as a draft' : 'Saved', id };
};

/** POST /api/ops/news/preview: the article exactly as publication will store it. */
export const previewDeskNews = (article: string) => ({ html: sanitizeArticle(article) ?? '' });

/** PUT /api/ops/news/{id}/visibility: publish now, schedule or unpublish; audited with before and after. */
export const setNewsVisibility = async (
  deps: Pick<Deps, 'newsRepository' | 'clock' | 'operationsRepository'>,
  operator: OperatorPrincipal,
  id: string,
  visibleFrom: number | null,
) => {
  const before = await findNewsItem(deps, id);
  if (before === null) throw new AppError('NOT_FOUND', 'No news item has this id');
  const now = deps.clock.now();
  const at = visibleFrom === null ? null : new Date(Math.max(visibleFrom, now.getTime()));
  await setNewsVisibleFrom(deps, id, at);
  await recordOperatorAction(deps, operator, {
    action: at === null ? 'news.unpublished' : at > now ? 'news.scheduled' : 'news.published',
    target: id,
    before: { visibleFrom: before.visibleFrom?.toISOString() ?? null },
    after: { visibleFrom: at?.toISOString() ?? null },
  });
  const state = stateOf(at, now);
  return {
    success: true as const,
    message:
      state === 'draft'
        ? 'Unpublished'
        : state === 'scheduled'
          ? `Scheduled for ${at?.toISOString()}`
          : 'Published',
    id,
  };
};
