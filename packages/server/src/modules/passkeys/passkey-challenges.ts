import type { Deps } from '../../deps.ts';

type Repository = Deps['passkeysRepository'];
type RepositoryDeps = Pick<Deps, 'passkeysRepository'>;

// Passkey challenges, for the hourly housekeeping of ended sessions.

export const purgeExpiredPasskeyChallenges = (
  deps: RepositoryDeps,
  ...args: Parameters<Repository['purgeExpiredChallenges']>
) => deps.passkeysRepository.purgeExpiredChallenges(...args);
