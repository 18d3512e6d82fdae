import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './adapters/clock.ts';
import { createArgon2PasswordHasher, type PasswordHasher } from './adapters/password-hasher.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './adapters/rate-limiter.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createSecurityEventsRepository } from './modules/security-events/security-events.repository.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createPersonalisationRepository } from './modules/personalisation/personalisation.repository.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';

/** Everything a use case may need, built once. Use cases take `Pick<Deps, ...>` of what they use. */
export type Deps = {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: DatabaseHandle;
  passwordHasher: PasswordHasher;
  rateLimiter: RateLimiter;
  accountsRepository: ReturnType<typeof createAccountsRepository>;
  authRepository: ReturnType<typeof createAuthRepository>;
  securityEventsRepository: ReturnType<typeof createSecurityEventsRepository>;
  settingsRepository: ReturnType<typeof createSettingsRepository>;
  usersRepository: ReturnType<typeof createUsersRepository>;
  mailRepository: ReturnType<typeof createMailRepository>;
  personalisationRepository: ReturnType<typeof createPersonalisationRepository>;
  auditRepository: ReturnType<typeof createAuditRepository>;
  close: () => Promise<void>;
};

export type DepsOverrides = Partial<Pick<Deps, 'clock' | 'database' | 'rateLimiter' | 'passwordHasher'>>;

export const createDeps = async (config: Config, logger: Logger, overrides: DepsOverrides = {}): Promise<Deps> => {
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl } : { engine: 'pglite', dataDir: config.dataDir },
    ));
  const rateLimiter =
    overrides.rateLimiter ??
    (config.redisUrl ? createRedisRateLimiter(config.redisUrl, config.loginLimits.namespace) : createMemoryRateLimiter());
  const db = database.db;
  return {
    config,
    logger,
    clock: overrides.clock ?? systemClock,
    database,
    passwordHasher: overrides.passwordHasher ?? (await createArgon2PasswordHasher()),
    rateLimiter,
    accountsRepository: createAccountsRepository(db),
    authRepository: createAuthRepository(db),
    securityEventsRepository: createSecurityEventsRepository(db),
    settingsRepository: createSettingsRepository(db),
    usersRepository: createUsersRepository(db),
    mailRepository: createMailRepository(db),
    personalisationRepository: createPersonalisationRepository(db),
    auditRepository: createAuditRepository(db),
    close: async () => {
      await rateLimiter.close();
      await database.close();
    },
  };
};
