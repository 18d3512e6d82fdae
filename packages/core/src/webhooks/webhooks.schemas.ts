import { z } from 'zod';

/** The events an endpoint may take (issue 49 item 3, decision 0126). */
export const webhookEventTypes = [
  'alert.fired',
  'publication.published',
  'calculator.repriced',
  'quote.viewed',
  'quote.expired',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** How many endpoints one account registers. */
export const webhookEndpointLimit = 10;
/** The longest overlap a rotation keeps the previous secret signing. */
export const webhookMaxOverlapHours = 72;

export const webhookMessages = {
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  deliveryInFlight: 'The delivery is being sent right now',
  limit: `At most ${webhookEndpointLimit} webhook endpoints`,
} as const;

const url = z
  .string()
  .trim()
  .max(2000, 'The URL is too long')
  .regex(/^https?:\/\/[^\s]+$/i, 'The URL must start with https://');
const events = z
  .array(z.enum(webhookEventTypes, 'Unknown event'))
  .min(1, 'Pick at least one event')
  .max(webhookEventTypes.length);
const description = z.string().trim().max(200, 'Description must be at most 200 characters');

export const webhookRequestSchema = z.object({ url, events, description: description.optional() });
export type WebhookRequest = z.input<typeof webhookRequestSchema>;
export const webhookChangeSchema = z.object({
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean().optional(),
});
export const webhookRotationSchema = z.object({
  /** How long the previous secret keeps signing beside the new one: 24 h unless said. */
  overlapHours: z.number().int().min(0).max(webhookMaxOverlapHours).optional(),
});

export const webhookReplySchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Until when the previous secret still signs, during a rotation. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookReply = z.infer<typeof webhookReplySchema>;
export const webhookListReplySchema = z.array(webhookReplySchema);
/** The signing secret is shown once: when the endpoint is registered and when it is rotated. */
export const webhookWithSecretReplySchema = z.object({ webhook: webhookReplySchema, secret: z.string() });

export const webhookAttemptSchema = z.object({
  attemptedAt: z.iso.datetime(),
  statusCode: z.number().int().nullable(),
  /** The reply's first 1,000 characters. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export const webhookDeliverySchema = z.object({
  /** The `webhook-id` every attempt and replay of it sends. */
  id: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListReplySchema = z.array(webhookDeliverySchema);
