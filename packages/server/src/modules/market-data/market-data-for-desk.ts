import type { Deps } from '../../deps.ts';

type Repository = Deps['marketDataRepository'];
type RepositoryDeps = Pick<Deps, 'marketDataRepository'>;

// The publications as the operations console's market desk reads them, through this module.

export const currentPriceRows = (deps: RepositoryDeps, ...args: Parameters<Repository['currentPriceRows']>) =>
  deps.marketDataRepository.currentPriceRows(...args);

export const currentFxRates = (deps: RepositoryDeps, ...args: Parameters<Repository['currentFxRates']>) =>
  deps.marketDataRepository.currentFxRates(...args);

export const currentMarketDataVersion = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['currentVersion']>
) => deps.marketDataRepository.currentVersion(...args);

export const listFxPublications = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['listFxPublications']>
) => deps.marketDataRepository.listFxPublications(...args);

export const listFreightPublications = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['listFreightPublications']>
) => deps.marketDataRepository.listFreightPublications(...args);

export const priceHistory = (deps: RepositoryDeps, ...args: Parameters<Repository['priceHistory']>) =>
  deps.marketDataRepository.priceHistory(...args);

export const periodsWithHistory = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['periodsWithHistory']>
) => deps.marketDataRepository.periodsWithHistory(...args);
