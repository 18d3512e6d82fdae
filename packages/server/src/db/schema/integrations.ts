import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, persons } from './accounts.ts';
import { alertNotifications } from './alerts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * What every outbox row of the integrations keeps (fresh column builders for each table): its account, how often it
 * was tried, when next, the claim a sender holds while it sends, and the latest error.
 */
const outboxColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', timestamps).notNull(),
  claimedUntil: timestamp('claimed_until', timestamps),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', timestamps).notNull(),
});

/**
 * Where alert firings go beside e-mail (issue 49 item 2, decision 0125): a Teams Workflows webhook, a Slack incoming
 * webhook or a Telegram bot's chat. `person_id` null is an account channel an administrator set: every firing of the
 * account goes there. The target (a URL with its secret, or a bot token and chat id) is sealed with the secret box.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    /** Who added it: the one told when it is paused. */
    createdBy: uuid('created_by').references(() => persons.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['teams', 'slack', 'telegram'] }).notNull(),
    name: text('name').notNull(),
    sealedTarget: text('sealed_target').notNull(),
    /** What the page shows of the target without its secret ('hooks.slack.com', 'chat -100123'). */
    targetHint: text('target_hint').notNull(),
    publicationNotices: boolean('publication_notices').notNull().default(false),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', timestamps),
    lastError: text('last_error'),
    lastSuccessAt: timestamp('last_success_at', timestamps),
    pausedAt: timestamp('paused_at', timestamps),
    pausedReason: text('paused_reason'),
    verifiedAt: timestamp('verified_at', timestamps).notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
  },
  (table) => [index('alert_channels_owner_idx').on(table.accountId, table.personId)],
);

/**
 * One message to one channel: the outbox of the chat channels. Unique per event (`alert.fired:<notification id>`,
 * `publication.published:<kind>:<publication id>`) and channel, so a crossing or a publication reaches a channel
 * once whoever enqueues it. A firing's row keeps its notification, so it goes when the notification goes.
 */
export const alertChannelDeliveries = pgTable(
  'alert_channel_deliveries',
  {
    ...outboxColumns(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => alertNotifications.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    /** What the message says: the figure, its change, the calculator's name, a link (core's ChannelMessage). */
    message: jsonb('message').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    lastStatus: integer('last_status'),
    sentAt: timestamp('sent_at', timestamps),
  },
  (table) => [
    uniqueIndex('alert_channel_deliveries_event_idx').on(table.channelId, table.eventKey),
    index('alert_channel_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * A customer's HTTPS endpoint (issue 49 item 3, decision 0126): the events it takes, its signing secret (sealed),
 * and during a rotation the previous one until it expires (both sign meanwhile).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sealedSecret: text('sealed_secret').notNull(),
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', timestamps),
    createdAt: timestamp('created_at', timestamps).notNull(),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId)],
);

/** One event to one endpoint; its id is the `webhook-id` every attempt and replay sends. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...outboxColumns(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** What made the event ('alert.fired:<notification id>'): one delivery per endpoint and event. */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    deliveredAt: timestamp('delivered_at', timestamps),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_idx').on(table.endpointId, table.eventKey),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** Every try of a delivery: when, the reply's status and the start of its body, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', timestamps).notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
