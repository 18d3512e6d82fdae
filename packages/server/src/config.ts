import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './shared/trusted-proxies.ts';
import { billingEnvironment, billingOf, type BillingConfig } from './config-billing.ts';
import { integrationsEnvironment, integrationsOf } from './config-integrations.ts';
import { testClockEnvironment, testClockOf } from './config-test-clock.ts';
import { booleanFromEnv, optionalUrl } from './config-values.ts';

/** Every setting PSC reads from its environment; README.md 'Configuration' documents each one. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8585),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  OAUTH_CLIENT_ID: z.string().min(1).default('psc-web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('psc-web-secret'),
  TRUST_PROXY: z.string().default('false'),
  FREE_PLAN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  REFRESH_TOKEN_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  REGISTER_URL: z.string().default('/register'),
  PRIVACY_URL: z.string().default('/terms#privacy'),
  HOW_TO_URL: z.string().default(''),
  HOW_TO_VIDEO_ID: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9_-]{11})?$/, 'must be an 11-character YouTube video id')
    .default(''),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: optionalUrl,
  /** Where browsers open PSC for passkeys, when not PUBLIC_URL: a passkey's relying party is a host name, never an IP. */
  PASSKEY_ORIGIN: optionalUrl,
  CAPTCHA_REQUIRED: booleanFromEnv.default(true),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(500),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(3000),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  PGLITE_CHECKPOINT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  SMTP_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^smtps?$/ }).optional())
    .optional(),
  MAIL_FROM: z.string().default('PSC <no-reply@psc.localhost>'),
  NEWSLETTER_URL: optionalUrl,
  BUSINESS_NETWORK_URL: optionalUrl,
  MICROBLOG_URL: optionalUrl,
  COMPANY_URL: optionalUrl,
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(1).default(8),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  READ_CACHES: booleanFromEnv.default(true),
  OPERATOR_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  ACCOUNT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ...billingEnvironment,
  FAILPOINTS: z.string().default(''),
  REFERENCE_DATA_DIR: z.string().optional(),
  CENTS_PER_POUND_FACTOR: z.enum(['22.046', '22.0462262']).default('22.046'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The OpenTelemetry SDK reads the other OTEL_* variables itself (headers, protocol, per-signal endpoints). */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('psc'),
  ...integrationsEnvironment(booleanFromEnv),
  /** The ECB's daily reference rates XML (issue 47; decision 0109): set, the ECB feed is on from start. */
  ECB_RATES_URL: optionalUrl,
  ...testClockEnvironment,
});

/** The name of every setting PSC reads (the deployment files are checked against it). */
export const settingNames: ReadonlySet<string> = new Set(Object.keys(environmentSchema.shape));

/** `integrations`: alert channels and customer webhooks (issue 49, decisions 0125 and 0126). */
export type Config = { integrations: ReturnType<typeof integrationsOf> } & BillingConfig & {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl: string | undefined;
    redisUrl: string | undefined;
    logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
    seedDemoData: boolean;
    oauthClient: { id: string; secret: string };
    /** Proxies whose X-Forwarded-For and -Proto are believed (decision 0087). */
    trustProxy: TrustedProxies;
    freePlanDurationMs: number;
    refreshTokenIdleMs: number;
    sessionMaxMs: number;
    loginLimits: { perAccount: number; perIp: number; windowSeconds: number; namespace: string };
    defaultAppSettings: { registerUrl: string; privacyUrl: string; howToUrl: string };
    /** The How to Use video when the howToUrl setting is empty (calculators.md §2.8); null shows no video. */
    howToVideoId: string | null;
    webDistDir: string;
    publicUrl: string;
    /** WebAuthn relying party (decision 0044): the origin browsers use and its host name as RP ID. */
    passkeys: { origin: string; rpId: string; rpName: string };
    captcha: { required: boolean; cost: number; maxCounter: number; ttlSeconds: number };
    /** Unset secrets are created once and kept in DATA_DIR (adapters/local-secrets.ts). */
    secrets: { captchaHmacKey: string | undefined; totpEncryptionKey: string | undefined };
    otpMaxAttempts: number;
    lockout: { threshold: number };
    /** The footer's four links; by default a newsletter request to MAIL_FROM and the site itself. */
    footerLinks: {
      newsletter: string | null;
      businessNetwork: string | null;
      microblog: string | null;
      company: string | null;
    };
    /** The embedded engine checkpoints this often when something was written (db/client.ts). */
    pgliteCheckpointMs: number;
    passwordResetTtlMs: number;
    mail: { smtpUrl: string | undefined; from: string; retryLimit: number };
    /** Hashes at once while other requests are served, and while only sign-ins are (decision 0074). */
    passwordHashConcurrency: { steady: number; whenAlone: number };
    /** In-memory caches of token lookups and calculator lists, kept true by database change notifications (0020). */
    readCaches: boolean;
    /** Bearer key of the operator role (price and news publication, /system calls); unset disables those calls. */
    operatorApiKey: string | undefined;
    registrationsPerIpPerHour: number;
    /** Requests one customer API key may make per minute (decision 0042). */
    apiKeyRequestsPerMinute: number;
    /** How long a closed account's data is kept before it is removed. */
    accountRetentionMs: number;
    /** Where the reference-data/*.json files are read from, once, at start. */
    referenceDataDir: string;
    /** New York #11 c/lb → $/t: the spec's 22.046 by default, or the exact 22.0462262. */
    centsPerPoundFactor: number;
    /** Price feeds (decision 0109): the ECB feed's address from the environment, or none. */
    priceFeeds: { ecbRatesUrl: string | undefined };
    /** Tests only (decision 0141): the instant the server's clock starts at; null = the system clock. */
    testClockStart: Date | null;
    /** Test builds only: named points where the process kills itself (SIGKILL), to prove crash recovery. */
    failpoints: ReadonlySet<string>;
    /** Prometheus text on its own port when `metricsPort` is set; OTLP export when `otlpEndpoint` is (decision 0089). */
    telemetry: {
      metricsPort: number | undefined;
      metricsHost: string;
      otlpEndpoint: string | undefined;
      serviceName: string;
    };
  };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const hour = 3_600_000;
const day = 24 * hour;

/** Relative paths are taken from where the user ran npm, not from the workspace npm switched into. */
const resolveFromInvocation = (path: string, environment: NodeJS.ProcessEnv): string =>
  isAbsolute(path) ? path : resolve(environment.INIT_CWD ?? process.cwd(), path);

/**
 * The footer's links (§2 'Frame'): each set where PSC is deployed. The company site defaults to PSC's own address, so
 * the footer is never empty; the others stay hidden until someone who owns those accounts sets them.
 */
const passkeysOf = (env: z.infer<typeof environmentSchema>): Config['passkeys'] => {
  const origin = new URL(env.PASSKEY_ORIGIN ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return { origin: origin.origin, rpId: origin.hostname, rpName: 'PSC' };
};

const footerLinksOf = (env: z.infer<typeof environmentSchema>, publicUrl: string): Config['footerLinks'] => ({
  newsletter: env.NEWSLETTER_URL ?? null,
  businessNetwork: env.BUSINESS_NETWORK_URL ?? null,
  microblog: env.MICROBLOG_URL ?? null,
  company: env.COMPANY_URL ?? publicUrl,
});

export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const trustProxy = parseTrustedProxies(env.TRUST_PROXY);
  if (trustProxy !== false && 'problem' in trustProxy)
    throw new ConfigError([`TRUST_PROXY: ${trustProxy.problem}`]);
  const billing = billingOf(env);
  if ('problem' in billing) throw new ConfigError([billing.problem]);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolveFromInvocation(env.DATA_DIR, environment),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA,
    oauthClient: { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET },
    trustProxy,
    freePlanDurationMs: env.FREE_PLAN_DAYS * day,
    refreshTokenIdleMs: env.REFRESH_TOKEN_IDLE_HOURS * hour,
    sessionMaxMs: env.SESSION_MAX_DAYS * day,
    loginLimits: {
      perAccount: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      perIp: env.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowSeconds: env.LOGIN_WINDOW_SECONDS,
      namespace: 'psc',
    },
    defaultAppSettings: {
      registerUrl: env.REGISTER_URL,
      privacyUrl: env.PRIVACY_URL,
      howToUrl: env.HOW_TO_URL,
    },
    howToVideoId: env.HOW_TO_VIDEO_ID || null,
    webDistDir: env.WEB_DIST_DIR
      ? resolveFromInvocation(env.WEB_DIST_DIR, environment)
      : new URL('../../web/dist/', import.meta.url).pathname,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    passkeys: passkeysOf(env),
    captcha: {
      required: env.CAPTCHA_REQUIRED,
      cost: env.CAPTCHA_COST,
      maxCounter: env.CAPTCHA_MAX_COUNTER,
      ttlSeconds: env.CAPTCHA_TTL_SECONDS,
    },
    secrets: { captchaHmacKey: env.CAPTCHA_HMAC_KEY, totpEncryptionKey: env.TOTP_ENCRYPTION_KEY },
    otpMaxAttempts: env.OTP_MAX_ATTEMPTS,
    pgliteCheckpointMs: env.PGLITE_CHECKPOINT_SECONDS * 1000,
    lockout: {
      threshold: env.LOCKOUT_THRESHOLD,
    },
    passwordResetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryLimit: env.MAIL_RETRY_LIMIT },
    footerLinks: footerLinksOf(env, (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')),
    passwordHashConcurrency:
      env.PASSWORD_HASH_CONCURRENCY === undefined
        ? // One hash beyond the cores while only sign-ins run: it waits in the thread pool, so a core that finishes
          // a hash starts the next at once instead of when the event loop next turns (decision 0078).
          { steady: Math.max(1, availableParallelism() - 1), whenAlone: availableParallelism() + 1 }
        : { steady: env.PASSWORD_HASH_CONCURRENCY, whenAlone: env.PASSWORD_HASH_CONCURRENCY },
    readCaches: env.READ_CACHES,
    operatorApiKey: env.OPERATOR_API_KEY,
    registrationsPerIpPerHour: env.REGISTRATIONS_PER_IP_PER_HOUR,
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
    accountRetentionMs: env.ACCOUNT_RETENTION_DAYS * day,
    referenceDataDir: env.REFERENCE_DATA_DIR
      ? resolveFromInvocation(env.REFERENCE_DATA_DIR, environment)
      : new URL('../../../reference-data/', import.meta.url).pathname,
    centsPerPoundFactor: Number(env.CENTS_PER_POUND_FACTOR),
    ...billing,
    priceFeeds: { ecbRatesUrl: env.ECB_RATES_URL },
    testClockStart: testClockOf(env, (problem) => new ConfigError([problem])),
    failpoints: new Set(
      env.FAILPOINTS.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
    telemetry: {
      metricsPort: env.METRICS_PORT,
      metricsHost: env.METRICS_HOST,
      otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: env.OTEL_SERVICE_NAME,
    },
    integrations: integrationsOf(env),
  };
};
