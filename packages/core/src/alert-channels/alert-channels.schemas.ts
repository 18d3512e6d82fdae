import { z } from 'zod';

export const alertChannelKinds = ['teams', 'slack', 'telegram'] as const;
export type AlertChannelKind = (typeof alertChannelKinds)[number];

/** How many chat channels one user (or one account, for its own) keeps. */
export const alertChannelLimit = 10;

export const alertChannelMessages = {
  notFound: 'Channel not found',
  limit: `At most ${alertChannelLimit} channels`,
  /** `error` is the chat service's answer, as it gave it (a status and its text). */
  testFailed: (error: string) => `The test message did not arrive: ${error}`,
} as const;

const name = z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters');
const webhookUrl = z
  .string()
  .trim()
  .max(2000, 'The webhook URL is too long')
  .regex(/^https?:\/\/[^\s]+$/i, 'The webhook URL must start with https://');
const scope = z.enum(['personal', 'account']).default('personal');

/**
 * POST /api/v1/alert-channels (issue 49 item 2, decision 0125): a Teams Workflows webhook, a Slack incoming webhook
 * or a Telegram bot and chat. `account` channels (administrators only) take every firing of the account.
 */
export const alertChannelRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('teams'),
      name,
      scope,
      url: webhookUrl,
      publicationNotices: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('slack'),
      name,
      scope,
      url: webhookUrl,
      publicationNotices: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('telegram'),
      name,
      scope,
      botToken: z
        .string()
        .trim()
        .regex(/^\d{1,20}:[\w-]{20,100}$/, 'The bot token looks like 123456:ABC… (from @BotFather)'),
      chatId: z
        .string()
        .trim()
        .regex(/^(-?\d{1,20}|@\w{5,64})$/, 'The chat id is a number (or @channelname)'),
      publicationNotices: z.boolean().optional(),
    }),
  ],
  { error: 'Kind must be teams, slack or telegram' },
);
export type AlertChannelRequest = z.input<typeof alertChannelRequestSchema>;

/**
 * PUT /api/v1/alert-channels/{channelId} (decision 0135): rename a channel or choose whether it takes publication
 * notices; a field left out stays as it is. The target is not changed here: a new target is a new channel, tested.
 */
export const alertChannelChangeSchema = z.object({
  name: name.optional(),
  publicationNotices: z.boolean().optional(),
});
export type AlertChannelChange = z.input<typeof alertChannelChangeSchema>;

export const alertChannelDeliverySchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type AlertChannelDelivery = z.infer<typeof alertChannelDeliverySchema>;

export const alertChannelReplySchema = z.object({
  id: z.uuid(),
  kind: z.enum(alertChannelKinds),
  name: z.string(),
  scope: z.enum(['personal', 'account']),
  /** The target without its secret. */
  targetHint: z.string(),
  publicationNotices: z.boolean(),
  status: z.enum(['active', 'paused']),
  consecutiveFailures: z.number().int(),
  lastError: z.string().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  pausedAt: z.iso.datetime().nullable(),
  pausedReason: z.string().nullable(),
  verifiedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The latest messages, newest first, with their attempts and errors. */
  recentDeliveries: z.array(alertChannelDeliverySchema),
});
export type AlertChannelReply = z.infer<typeof alertChannelReplySchema>;
export const alertChannelListReplySchema = z.array(alertChannelReplySchema);
