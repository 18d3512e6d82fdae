import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { formatNewsImportErrors, parseNewsImport } from '@psc/core/news/news-import';
import type { NewsPublishReply } from '@psc/core/news/news.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { publishNews } from './publish-news.ts';

/** `npm run news:import -- <file>`: a .json or .csv file, validated whole before anything is written. */
export const importNewsFile = async (
  deps: Pick<Deps, 'newsRepository' | 'clock' | 'database'>,
  path: string,
): Promise<NewsPublishReply> => {
  const extension = extname(path).toLowerCase();
  if (extension !== '.json' && extension !== '.csv')
    throw new AppError('VALIDATION', `${path}: expected a .json or .csv file`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new AppError(
      'BAD_REQUEST',
      `${path}: cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const parsed = parseNewsImport(text, extension === '.json' ? 'json' : 'csv');
  if (!parsed.ok)
    throw new AppError(
      'VALIDATION',
      `${path}: Nothing was imported: ${parsed.errors.length} error(s):\n${formatNewsImportErrors(parsed.errors)}`,
    );
  return publishNews(deps, parsed.items);
};
