import type { Deps } from '../../deps.ts';

type Repository = Deps['settingsRepository'];
type RepositoryDeps = Pick<Deps, 'settingsRepository'>;

// The application settings as stored, for the modules that read or change one of them (the captcha override).

export const readStoredSettings = (deps: RepositoryDeps, ...args: Parameters<Repository['get']>) =>
  deps.settingsRepository.get(...args);

export const updateStoredSettings = (deps: RepositoryDeps, ...args: Parameters<Repository['update']>) =>
  deps.settingsRepository.update(...args);
