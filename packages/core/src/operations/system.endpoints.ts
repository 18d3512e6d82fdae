import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';

/** An instance's health; the same body answers 503 when a part does not answer. */
export const healthReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  database: z.enum(['ok', 'unreachable']),
  rateLimiter: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
  version: z.string(),
});

/**
 * The spec's remaining system calls (account-and-billing.md §7; decision 0049): `/xpr/?s` and `/xpr/mem`, an
 * instance's health and memory, and the administrators' captcha override and encryption report.
 */
export const systemEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/xpr/',
    summary: "This instance's health: the database and the rate limiter's store answer",
    query: z.object({ s: z.string().optional() }),
    reply: healthReplySchema,
  },
  overrideCaptcha: {
    method: 'GET',
    path: '/system/overridecaptcha',
    summary:
      'Administrators: o=true turns the captcha requirement off on every instance, o=false returns to CAPTCHA_REQUIRED; without o, reports',
    query: z.object({ o: z.enum(['true', 'false']).optional() }),
    reply: z.object({
      success: z.literal(true),
      message: z.string(),
      captchaRequired: z.boolean(),
      configured: z.boolean(),
      overridden: z.boolean(),
    }),
  },
  encryption: {
    method: 'GET',
    path: '/system/encryption',
    summary:
      'Administrators: the stored sealed secrets by kind and format, and how many the current key opens (enc=customer-totp or operator-totp narrows it)',
    query: z.object({ enc: z.enum(['customer-totp', 'operator-totp']).optional() }),
    reply: z.object({
      success: z.literal(true),
      message: z.string(),
      scheme: z.string(),
      secrets: z.array(
        z.object({
          kind: z.string(),
          total: z.number(),
          byFormat: z.record(z.string(), z.number()),
          openable: z.number(),
        }),
      ),
    }),
  },
  memory: {
    method: 'GET',
    path: '/xpr/mem',
    summary: "This instance's memory: resident, heap, the machine's free and total",
    reply: z.object({
      residentBytes: z.number(),
      heapUsedBytes: z.number(),
      heapTotalBytes: z.number(),
      freeMemoryBytes: z.number(),
      totalMemoryBytes: z.number(),
      numberOfProcessors: z.number(),
    }),
  },
});
