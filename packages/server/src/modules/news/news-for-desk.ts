import type { Deps } from '../../deps.ts';

type Repository = Deps['newsRepository'];
type RepositoryDeps = Pick<Deps, 'newsRepository'>;

// The news items as the operations console's news desk reads and schedules them, through this module.

export const listNewsForDesk = (deps: RepositoryDeps, ...args: Parameters<Repository['listForDesk']>) =>
  deps.newsRepository.listForDesk(...args);

export const findNewsItem = (deps: RepositoryDeps, ...args: Parameters<Repository['findById']>) =>
  deps.newsRepository.findById(...args);

export const setNewsVisibleFrom = (deps: RepositoryDeps, ...args: Parameters<Repository['setVisibleFrom']>) =>
  deps.newsRepository.setVisibleFrom(...args);
