import { z } from 'zod';

/**
 * The settings of alert channels and customer webhooks (issue 49, decisions 0125 and 0126): part of config.ts's
 * environment schema (config.ts stays the only reader of the environment), kept here so that file stays readable.
 */
export const integrationsEnvironment = (booleanFromEnv: z.ZodType<boolean, string>) => ({
  /** Telegram's Bot API; tests point it at a local server that answers as Telegram does. */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** Tests only: lets channels and webhooks reach private and loopback addresses over plain HTTP. */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFromEnv.default(false),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
});

export type IntegrationsConfig = {
  telegramApiUrl: string;
  /** Never in production: private, loopback and link-local targets and plain HTTP are refused without it. */
  allowPrivateTargets: boolean;
  /** A target that has not answered in this time fails the attempt. */
  timeoutMs: number;
};

export const integrationsOf = (env: {
  TELEGRAM_API_URL: string;
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: boolean;
  WEBHOOK_TIMEOUT_SECONDS: number;
}): IntegrationsConfig => ({
  telegramApiUrl: env.TELEGRAM_API_URL.replace(/\/+$/, ''),
  allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
  timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
});
