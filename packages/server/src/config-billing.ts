import { z } from 'zod';
import { optionalUrl } from './config-values.ts';

/**
 * The settings of payments and invoices: Stripe or the built-in sandbox (decision 0017), the billing job and the
 * seller printed on invoices. Part of config.ts's environment schema (config.ts stays the only reader of the
 * environment), kept here so that file stays readable.
 */
export const billingEnvironment = {
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  STRIPE_API_URL: optionalUrl,
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(14),
  BILLING_JOB_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SELLER_NAME: z.string().default('PSC Price Calculator Ltd'),
  SELLER_ADDRESS: z.string().default('1 Sugar Quay, London EC3R 6AA, United Kingdom'),
  SELLER_VAT: z.string().default('GB123456789'),
  SELLER_EMAIL: z.string().default('billing@psc.localhost'),
  INVOICE_SELLER_CODE: z
    .string()
    .regex(/^[A-Z0-9-]{2,12}$/, 'must be 2-12 upper-case letters, digits or -')
    .default('PSC'),
};

type BillingEnvironment = z.infer<z.ZodObject<typeof billingEnvironment>>;

export type BillingConfig = {
  /** Stripe when all three keys are set; otherwise the built-in sandbox provider (docs/decisions/0017). */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        toleranceSeconds: number;
        apiUrl: URL | undefined;
      }
    | undefined;
  billing: {
    graceDays: number;
    jobIntervalMs: number;
    seller: { code: string; name: string; address: string; vat: string; email: string };
  };
};

/** The billing settings, or the problem that stops the server: Stripe's three keys are set all together or not at all. */
export const billingOf = (env: BillingEnvironment): BillingConfig | { problem: string } => {
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET].filter(
    (value) => value !== undefined && value !== '',
  );
  if (stripeKeys.length !== 0 && stripeKeys.length !== 3)
    return {
      problem: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three or none',
    };
  return {
    stripe:
      stripeKeys.length === 3
        ? {
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            toleranceSeconds: env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
            apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
          }
        : undefined,
    billing: {
      graceDays: env.BILLING_GRACE_DAYS,
      jobIntervalMs: env.BILLING_JOB_MINUTES * 60_000,
      seller: {
        code: env.INVOICE_SELLER_CODE,
        name: env.SELLER_NAME,
        address: env.SELLER_ADDRESS,
        vat: env.SELLER_VAT,
        email: env.SELLER_EMAIL,
      },
    },
  };
};
