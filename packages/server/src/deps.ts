import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createStartingClock, systemClock, type Clock } from './adapters/clock.ts';
import { loadCommonPasswordCheck } from './adapters/common-passwords.ts';
import { loadSecrets, type Secrets } from './adapters/local-secrets.ts';
import {
  createLoggingTransport,
  createSmtpTransport,
  type MailTransport,
} from './adapters/mail-transport.ts';
import { createArgon2PasswordHasher, type PasswordHasher } from './adapters/password-hasher.ts';
import { createRequestLoad, type RequestLoad } from './adapters/request-load.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './adapters/rate-limiter.ts';
import { createSecretBox, type SecretBox } from './adapters/secret-box.ts';
import { createSignal, type Signal } from './shared/signal.ts';
import { createCacheInvalidation, type CacheInvalidation } from './shared/cache-invalidation.ts';
import { createAccountScopedCache, type AccountScopedCache } from './shared/account-scoped-cache.ts';
import { listenForChanges } from './adapters/change-notifications.ts';
import type { Listener } from './db/client.ts';
import type { CachedAccessTokenOwner } from './modules/auth/cached-access-token-owner.ts';
import type { CachedCalculatorList } from './modules/calculators/cached-calculator-list.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createApiKeysRepository } from './modules/api-keys/api-keys.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthorizationServerRepository } from './modules/authorization-server/authorization-server.repository.ts';
import { createCaptchaRepository } from './modules/captcha/captcha.repository.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createNewsRepository } from './modules/news/news.repository.ts';
import { createPasswordResetRepository } from './modules/password-reset/password-reset.repository.ts';
import { createSecurityEventsRepository } from './modules/security-events/security-events.repository.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createTwoFactorRepository } from './modules/two-factor/two-factor.repository.ts';
import { createPasskeysRepository } from './modules/passkeys/passkeys.repository.ts';
import { createQuotesRepository } from './modules/quotes/quotes.repository.ts';
import { createMatricesRepository } from './modules/matrices/matrices.repository.ts';
import { createAlertsRepository } from './modules/alerts/alerts.repository.ts';
import { createAlertNotificationsRepository } from './modules/alerts/alert-notifications.repository.ts';
import { createAlertChannelsRepository } from './modules/alert-channels/alert-channels.repository.ts';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createPersonalisationRepository } from './modules/personalisation/personalisation.repository.ts';
import { createLanguageRepository } from './modules/personalisation/language.repository.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createOperationsRepository } from './modules/operations/operations.repository.ts';
import { createMarketDataRepository } from './modules/market-data/market-data.repository.ts';
import { createRuleTablesRepository } from './modules/market-data/rule-tables.repository.ts';
import {
  createCurrentMarketData,
  type CurrentMarketData,
} from './modules/market-data/current-market-data.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import { loadReferenceData } from './adapters/reference-data-files.ts';
import { createCatalogueRepository } from './modules/billing/subscriptions/catalogue.repository.ts';
import { createSubscriptionsRepository } from './modules/billing/subscriptions/subscriptions.repository.ts';
import { createInvoicesRepository } from './modules/billing/invoicing/invoices.repository.ts';
import { createBillingCustomersRepository } from './modules/billing/payment-methods/billing-customers.repository.ts';
import { createProviderEventsRepository } from './modules/billing/subscriptions/provider-events.repository.ts';
import { createSandboxRepository } from './modules/billing/providers/sandbox.repository.ts';
import type { PaymentProvider } from './modules/billing/providers/payment-provider.ts';
import { createSandboxProvider, type SandboxProvider } from './modules/billing/providers/sandbox-provider.ts';
import { createFailpoint, type Failpoint } from './shared/failpoint.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './shared/job-queue.ts';
import { createPriceFeedsRepository } from './modules/price-feeds/price-feeds.repository.ts';
import { createCalculatorsRepository } from './modules/calculators/calculators.repository.ts';
import { createDestinationsRepository } from './modules/destinations/destinations.repository.ts';
import {
  createPricingContextCache,
  type PricingContextCache,
} from './modules/calculators/pricing-context-cache.ts';

/** Everything a use case may need, built once. Use cases take `Pick<Deps, ...>` of what they use. */
export type Deps = {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: DatabaseHandle;
  passwordHasher: PasswordHasher;
  /** Whether requests other than sign-ins are being served: the hasher's signal to use a spare core (0074). */
  requestLoad: RequestLoad;
  isCommonPassword: (password: string) => boolean;
  rateLimiter: RateLimiter;
  secrets: Secrets;
  secretBox: SecretBox;
  mailTransport: MailTransport;
  /** Notified after a commit that put mail in the outbox, so delivery starts at once. */
  mailSignal: Signal;
  /** Background jobs on pg-boss in our own database (decision 0092); main.ts declares them, a shutdown stops it. */
  jobQueue: JobQueue;
  accountsRepository: ReturnType<typeof createAccountsRepository>;
  authRepository: ReturnType<typeof createAuthRepository>;
  apiKeysRepository: ReturnType<typeof createApiKeysRepository>;
  authorizationServerRepository: ReturnType<typeof createAuthorizationServerRepository>;
  captchaRepository: ReturnType<typeof createCaptchaRepository>;
  mailRepository: ReturnType<typeof createMailRepository>;
  newsRepository: ReturnType<typeof createNewsRepository>;
  passwordResetRepository: ReturnType<typeof createPasswordResetRepository>;
  securityEventsRepository: ReturnType<typeof createSecurityEventsRepository>;
  settingsRepository: ReturnType<typeof createSettingsRepository>;
  twoFactorRepository: ReturnType<typeof createTwoFactorRepository>;
  passkeysRepository: ReturnType<typeof createPasskeysRepository>;
  quotesRepository: ReturnType<typeof createQuotesRepository>;
  matricesRepository: ReturnType<typeof createMatricesRepository>;
  alertsRepository: ReturnType<typeof createAlertsRepository>;
  alertNotificationsRepository: ReturnType<typeof createAlertNotificationsRepository>;
  alertChannelsRepository: ReturnType<typeof createAlertChannelsRepository>;
  webhooksRepository: ReturnType<typeof createWebhooksRepository>;
  usersRepository: ReturnType<typeof createUsersRepository>;
  personalisationRepository: ReturnType<typeof createPersonalisationRepository>;
  languageRepository: ReturnType<typeof createLanguageRepository>;
  auditRepository: ReturnType<typeof createAuditRepository>;
  operationsRepository: ReturnType<typeof createOperationsRepository>;
  marketDataRepository: ReturnType<typeof createMarketDataRepository>;
  ruleTablesRepository: ReturnType<typeof createRuleTablesRepository>;
  priceFeedsRepository: ReturnType<typeof createPriceFeedsRepository>;
  /** reference-data/*.json, validated at start. */
  referenceData: ReferenceData;
  /** Current prices and FX, reloaded when a publication is added. */
  currentMarketData: CurrentMarketData;
  catalogueRepository: ReturnType<typeof createCatalogueRepository>;
  subscriptionsRepository: ReturnType<typeof createSubscriptionsRepository>;
  invoicesRepository: ReturnType<typeof createInvoicesRepository>;
  billingCustomersRepository: ReturnType<typeof createBillingCustomersRepository>;
  providerEventsRepository: ReturnType<typeof createProviderEventsRepository>;
  /** Stripe when configured, else the built-in sandbox (docs/decisions/0017). */
  paymentProvider: PaymentProvider;
  /** The sandbox provider when it is the one in use: its card form confirms through it. */
  sandboxProvider: SandboxProvider | null;
  failpoint: Failpoint;
  calculatorsRepository: ReturnType<typeof createCalculatorsRepository>;
  destinationsRepository: ReturnType<typeof createDestinationsRepository>;
  /** Kept by database change notifications; `changes` is null when READ_CACHES is off (docs/decisions/0020). */
  cacheInvalidation: CacheInvalidation;
  changes: Listener | null;
  accessTokenCache: AccountScopedCache<CachedAccessTokenOwner>;
  calculatorListCache: AccountScopedCache<CachedCalculatorList>;
  /** Pricing contexts per market-data snapshot and day (docs/decisions/0018). */
  pricingContexts: PricingContextCache;
  close: () => Promise<void>;
};

export type DepsOverrides = Partial<
  Pick<Deps, 'clock' | 'database' | 'rateLimiter' | 'passwordHasher' | 'mailTransport'>
> & { jobQueueOptions?: JobQueueOptions };

export const createDeps = async (
  config: Config,
  logger: Logger,
  overrides: DepsOverrides = {},
): Promise<Deps> => {
  // First, so a broken data file stops the process before anything is opened.
  const referenceData = loadReferenceData(config.referenceDataDir);
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl
        ? { engine: 'postgres', url: config.databaseUrl }
        : { engine: 'pglite', dataDir: config.dataDir, checkpointIntervalMs: config.pgliteCheckpointMs },
    ));
  const rateLimiter =
    overrides.rateLimiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, config.loginLimits.namespace)
      : createMemoryRateLimiter());
  const mailTransport =
    overrides.mailTransport ??
    (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createLoggingTransport(logger));
  const secrets = loadSecrets(config.secrets, config.dataDir);
  const db = database.db;
  const marketDataRepository = createMarketDataRepository(db);
  const ruleTablesRepository = createRuleTablesRepository(db);
  const clock =
    overrides.clock ??
    (config.testClockStart === null ? systemClock : createStartingClock(config.testClockStart));
  if (config.testClockStart !== null && overrides.clock === undefined)
    logger.warn(
      { startsAt: config.testClockStart.toISOString() },
      'TEST_CLOCK_START: the clock is a test clock',
    );
  const sandboxProvider = config.stripe ? null : createSandboxProvider(createSandboxRepository(db), clock);
  const paymentProvider: PaymentProvider = config.stripe
    ? // Loaded only when configured: the SDK alone holds about 20 MiB (issue 18's memory figure).
      (await import('./modules/billing/providers/stripe-provider.ts')).createStripeProvider(config.stripe)
    : (sandboxProvider as SandboxProvider);
  const cacheInvalidation = createCacheInvalidation();
  const changes = config.readCaches ? await listenForChanges(database, cacheInvalidation, logger) : null;
  const jobQueue = createJobQueue(database.connection, logger, overrides.jobQueueOptions);
  const requestLoad = createRequestLoad();
  return {
    config,
    logger,
    clock,
    database,
    passwordHasher:
      overrides.passwordHasher ??
      (await createArgon2PasswordHasher({
        ...config.passwordHashConcurrency,
        othersActive: requestLoad.othersActive,
      })),
    requestLoad,
    isCommonPassword: loadCommonPasswordCheck(),
    rateLimiter,
    secrets,
    secretBox: createSecretBox(secrets.totpEncryptionKey),
    mailTransport,
    mailSignal: createSignal(),
    jobQueue,
    accountsRepository: createAccountsRepository(db),
    authRepository: createAuthRepository(db),
    apiKeysRepository: createApiKeysRepository(db),
    authorizationServerRepository: createAuthorizationServerRepository(db),
    captchaRepository: createCaptchaRepository(db),
    mailRepository: createMailRepository(db),
    newsRepository: createNewsRepository(db),
    passwordResetRepository: createPasswordResetRepository(db),
    securityEventsRepository: createSecurityEventsRepository(db),
    settingsRepository: createSettingsRepository(db),
    twoFactorRepository: createTwoFactorRepository(db),
    passkeysRepository: createPasskeysRepository(db),
    quotesRepository: createQuotesRepository(db),
    matricesRepository: createMatricesRepository(db),
    alertsRepository: createAlertsRepository(db),
    alertNotificationsRepository: createAlertNotificationsRepository(db),
    alertChannelsRepository: createAlertChannelsRepository(db),
    webhooksRepository: createWebhooksRepository(db),
    usersRepository: createUsersRepository(db),
    personalisationRepository: createPersonalisationRepository(db),
    languageRepository: createLanguageRepository(db),
    auditRepository: createAuditRepository(db),
    operationsRepository: createOperationsRepository(db),
    marketDataRepository,
    referenceData,
    ruleTablesRepository,
    priceFeedsRepository: createPriceFeedsRepository(db),
    currentMarketData: createCurrentMarketData(marketDataRepository, ruleTablesRepository, referenceData),
    catalogueRepository: createCatalogueRepository(db),
    subscriptionsRepository: createSubscriptionsRepository(db),
    invoicesRepository: createInvoicesRepository(db),
    billingCustomersRepository: createBillingCustomersRepository(db),
    providerEventsRepository: createProviderEventsRepository(db),
    paymentProvider,
    sandboxProvider,
    failpoint: createFailpoint(config.failpoints),
    calculatorsRepository: createCalculatorsRepository(db),
    destinationsRepository: createDestinationsRepository(db),
    cacheInvalidation,
    changes,
    // Sized for every signed-in user of a large deployment; an entry is a few hundred bytes.
    accessTokenCache: createAccountScopedCache(cacheInvalidation, { maxEntries: 50_000 }),
    // A list of 20 calculators keeps ≈ 15 KB (brotli + gzip); 64 MiB holds the lists of thousands of active users.
    calculatorListCache: createAccountScopedCache<CachedCalculatorList>(cacheInvalidation, {
      maxEntries: 20_000,
      maxBytes: 64 * 1024 * 1024,
      sizeOf: (list) =>
        (list.gzip?.byteLength ?? 0) + (list.brotli?.byteLength ?? 0) + (list.json?.byteLength ?? 0),
    }),
    pricingContexts: createPricingContextCache(),
    close: async () => {
      await jobQueue.stop();
      await changes?.close();
      mailTransport.close();
      await rateLimiter.close();
      await database.close();
    },
  };
};
