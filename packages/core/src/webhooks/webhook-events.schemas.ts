import { z } from 'zod';
import type { WebhookEventType } from './webhooks.schemas.ts';

/**
 * What each webhook event's body carries (issue 49 item 3, decisions 0126 and 0135): the Standard Webhooks envelope
 * `{type, timestamp, eventId, data}` around one of these. The server builds `data` through these types and the
 * OpenAPI document publishes them under `webhooks`, so a receiver reads the same description the sender obeys.
 */
const link = z.string().describe('Where in PSC the event can be seen');

export const alertFiredDataSchema = z.object({
  alertId: z.uuid(),
  kind: z.string().describe('calculatorDdp, spread, board or matrixCheapest'),
  subject: z
    .string()
    .describe('What is watched: the calculator, the spread, the board contract, the matrix column'),
  value: z.number(),
  previous: z.number().nullable().describe('The value at the last evaluation; null when there was none'),
  unit: z.string(),
  direction: z.string().nullable(),
  level: z.number().nullable(),
  calculatorId: z.uuid().nullable(),
  message: z.string().describe('The sentence the e-mail and the notification list say'),
  link,
});

export const publicationPublishedDataSchema = z.object({
  publicationId: z.uuid(),
  kind: z.enum(['prices', 'fx', 'freight']),
  publishedAt: z.iso.datetime(),
  source: z.string(),
  series: z
    .array(z.string())
    .describe(
      "The published series the account's calculators price from: contract ids (prices), currency codes (fx), " +
        'loading ports (freight)',
    ),
  link,
});

export const calculatorRepricedDataSchema = z.object({
  calculatorId: z.uuid(),
  name: z.string(),
  currencyCode: z.string(),
  price: z
    .number()
    .nullable()
    .describe('The DDP per tonne in the calculator currency; null when it cannot be priced'),
  previous: z.number().nullable().describe('The price before this repricing'),
  error: z.string().nullable().describe('Why there is no price, when there is none'),
  marketDataVersion: z.string().describe('The publications it was priced with'),
  pricedAt: z.iso.datetime(),
  link,
});

export const quoteViewedDataSchema = z.object({
  quoteId: z.uuid(),
  name: z.string(),
  views: z.number().int().describe('How often the share link has been opened so far'),
  viewedAt: z.iso.datetime(),
  link,
});

export const quoteExpiredDataSchema = z.object({
  quoteId: z.uuid(),
  name: z.string(),
  validUntil: z.iso.datetime(),
  link,
});

export const webhookEventDataSchemas = {
  'alert.fired': alertFiredDataSchema,
  'publication.published': publicationPublishedDataSchema,
  'calculator.repriced': calculatorRepricedDataSchema,
  'quote.viewed': quoteViewedDataSchema,
  'quote.expired': quoteExpiredDataSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData = {
  [Type in WebhookEventType]: z.infer<(typeof webhookEventDataSchemas)[Type]>;
};

/** The whole body of one event: the Standard Webhooks envelope. */
export const webhookEventBodySchema = <Type extends WebhookEventType>(type: Type) =>
  z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime().describe('When the event happened'),
    eventId: z.uuid().describe('The event; the `webhook-id` header names the delivery'),
    data: webhookEventDataSchemas[type],
  });

/** How often one quote's `quote.viewed` is sent at most: anyone holding the link can open it. */
export const quoteViewedEventWindowMs = 3_600_000;
