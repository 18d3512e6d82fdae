import { AppError } from '@psc/core/shared/app-error';
import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';

/** DELETE /system/news/{id}: an operator withdraws an item. */
export const deleteNewsItem = async (
  deps: Pick<Deps, 'newsRepository'>,
  id: string,
): Promise<SimpleReply> => {
  if (!(await deps.newsRepository.deleteById(id)))
    throw new AppError('NOT_FOUND', 'No news item with this id');
  return { success: true, message: 'News item deleted' };
};
