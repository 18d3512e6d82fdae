import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, alertChannelDeliveries, alertChannels, persons } from '../../db/schema.ts';
import { isUuid } from '../../shared/is-uuid.ts';

export type AlertChannelRecord = typeof alertChannels.$inferSelect;
export type NewAlertChannel = typeof alertChannels.$inferInsert;
export type ChannelDeliveryRecord = typeof alertChannelDeliveries.$inferSelect;

/** A channel the caller sees: their own, and the account's. */
const visibleTo = (accountId: string, personId: string) =>
  and(
    eq(alertChannels.accountId, accountId),
    or(eq(alertChannels.personId, personId), isNull(alertChannels.personId)),
  );

/** Pending and due, or claimed by a sender that never finished. */
const dueAt = (now: Date) =>
  or(
    and(eq(alertChannelDeliveries.status, 'pending'), lte(alertChannelDeliveries.nextAttemptAt, now)),
    and(eq(alertChannelDeliveries.status, 'sending'), lt(alertChannelDeliveries.claimedUntil, now)),
  );

/** Chat channels and their outbox (issue 49 item 2, decision 0125). */
const channelQueries = (db: Database) => ({
  listVisible: (accountId: string, personId: string): Promise<AlertChannelRecord[]> =>
    db
      .select()
      .from(alertChannels)
      .where(visibleTo(accountId, personId))
      .orderBy(asc(alertChannels.createdAt), asc(alertChannels.id)),

  /** A user's own channels, or (personId null) the account's. */
  countOwned: async (accountId: string, personId: string | null): Promise<number> =>
    db.$count(
      alertChannels,
      and(
        eq(alertChannels.accountId, accountId),
        personId === null ? isNull(alertChannels.personId) : eq(alertChannels.personId, personId),
      ),
    ),

  findVisible: async (
    accountId: string,
    personId: string,
    id: string,
  ): Promise<AlertChannelRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.id, id), visibleTo(accountId, personId)))
      .limit(1);
    return row ?? null;
  },

  insert: async (channel: NewAlertChannel): Promise<AlertChannelRecord> => {
    const [row] = await db.insert(alertChannels).values(channel).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  update: async (
    id: string,
    change: Partial<Pick<AlertChannelRecord, 'name' | 'publicationNotices'>>,
  ): Promise<AlertChannelRecord | null> => {
    if (Object.keys(change).length === 0) {
      const [row] = await db.select().from(alertChannels).where(eq(alertChannels.id, id)).limit(1);
      return row ?? null;
    }
    const [row] = await db.update(alertChannels).set(change).where(eq(alertChannels.id, id)).returning();
    return row ?? null;
  },

  remove: async (id: string): Promise<void> => {
    await db.delete(alertChannels).where(eq(alertChannels.id, id));
  },

  /** Back to active after a test message reached it; its failures are forgotten. */
  resume: async (id: string, sealedTarget: string, now: Date): Promise<AlertChannelRecord | null> => {
    const [row] = await db
      .update(alertChannels)
      .set({
        status: 'active',
        sealedTarget,
        consecutiveFailures: 0,
        firstFailureAt: null,
        lastError: null,
        pausedAt: null,
        pausedReason: null,
        verifiedAt: now,
      })
      .where(eq(alertChannels.id, id))
      .returning();
    return row ?? null;
  },

  /** The latest messages of these channels, newest first, a few per channel. */
  recentDeliveries: async (channelIds: readonly string[], perChannel = 5) =>
    channelIds.length === 0
      ? []
      : db
          .select()
          .from(alertChannelDeliveries)
          .where(
            sql`${alertChannelDeliveries.id} in (
              select id from (
                select id, row_number() over (partition by channel_id order by created_at desc, id desc) as rank
                from ${alertChannelDeliveries}
                where channel_id = any(${sql.param([...channelIds])}::uuid[])
              ) ranked where rank <= ${perChannel})`,
          )
          .orderBy(desc(alertChannelDeliveries.createdAt), desc(alertChannelDeliveries.id)),
});

const outboxQueries = (db: Database) => ({
  /** The active channels of these accounts (their people's and the accounts'); with `notices`, those that asked for
   * publication notices. */
  activeChannelsOf: (
    accountIds: readonly string[],
    executor: Database = db,
    options: { notices?: boolean } = {},
  ) =>
    accountIds.length === 0
      ? Promise.resolve(
          [] as (Pick<AlertChannelRecord, 'id' | 'accountId' | 'personId'> & {
            personLanguage: string | null;
            accountLanguage: string | null;
          })[],
        )
      : executor
          .select({
            id: alertChannels.id,
            accountId: alertChannels.accountId,
            personId: alertChannels.personId,
            // The owner's language (decision 0147): a user's own channel theirs, the account's its default.
            personLanguage: persons.language,
            accountLanguage: accounts.language,
          })
          .from(alertChannels)
          .innerJoin(accounts, eq(accounts.id, alertChannels.accountId))
          .leftJoin(persons, eq(persons.id, alertChannels.personId))
          .where(
            and(
              eq(alertChannels.status, 'active'),
              options.notices === true ? eq(alertChannels.publicationNotices, true) : undefined,
              sql`${alertChannels.accountId} = any(${sql.param([...new Set(accountIds)])}::uuid[])`,
            ),
          ),

  /** Messages in the caller's transaction; an event (a crossing, a publication) already queued for a channel is kept. */
  enqueue: async (
    rows: readonly {
      accountId: string;
      channelId: string;
      eventKey: string;
      notificationId?: string;
      message: unknown;
    }[],
    now: Date,
    executor: Database = db,
  ): Promise<void> => {
    for (let start = 0; start < rows.length; start += 500)
      await executor
        .insert(alertChannelDeliveries)
        .values(rows.slice(start, start + 500).map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
        .onConflictDoNothing();
  },

  hasDue: async (now: Date): Promise<boolean> =>
    (
      await db
        .select({ id: alertChannelDeliveries.id })
        .from(alertChannelDeliveries)
        .where(dueAt(now))
        .limit(1)
    ).length > 0,

  /** Claims due messages for one sender; SKIP LOCKED keeps two instances from claiming the same one. */
  claimDue: async (now: Date, limit: number, claimMs: number) => {
    const due = db
      .select({ id: alertChannelDeliveries.id })
      .from(alertChannelDeliveries)
      .where(dueAt(now))
      .orderBy(asc(alertChannelDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(alertChannelDeliveries)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + claimMs) })
      .where(inArray(alertChannelDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const channels = await db
      .select()
      .from(alertChannels)
      .where(inArray(alertChannels.id, [...new Set(claimed.map((row) => row.channelId))]));
    const byId = new Map(channels.map((channel) => [channel.id, channel]));
    return claimed.flatMap((delivery) => {
      const channel = byId.get(delivery.channelId);
      return channel === undefined ? [] : [{ delivery, channel }];
    });
  },
});

/** What a send's outcome changes: the delivery, its channel's streak, a pause and who hears of it. */
const outcomeQueries = (db: Database) => ({
  /** Sent: the delivery done, the channel's failures forgotten. */
  markSent: async (deliveryId: string, channelId: string, attempts: number, status: number, now: Date) => {
    await db.transaction(async (tx) => {
      await tx
        .update(alertChannelDeliveries)
        .set({
          status: 'sent',
          attempts,
          lastStatus: status,
          lastError: null,
          sentAt: now,
          claimedUntil: null,
        })
        .where(eq(alertChannelDeliveries.id, deliveryId));
      await tx
        .update(alertChannels)
        .set({ consecutiveFailures: 0, firstFailureAt: null, lastError: null, lastSuccessAt: now })
        .where(eq(alertChannels.id, channelId));
    });
  },

  /** A failed attempt, counted on the delivery and on its channel; returns the channel's failure streak. */
  markFailed: async (
    deliveryId: string,
    channelId: string,
    failure: {
      attempts: number;
      error: string;
      status: number | null;
      nextAttemptAt: Date;
      isFinal: boolean;
    },
    now: Date,
  ) =>
    db.transaction(async (tx) => {
      await tx
        .update(alertChannelDeliveries)
        .set({
          status: failure.isFinal ? 'failed' : 'pending',
          attempts: failure.attempts,
          lastError: failure.error.slice(0, 500),
          lastStatus: failure.status,
          nextAttemptAt: failure.nextAttemptAt,
          claimedUntil: null,
        })
        .where(eq(alertChannelDeliveries.id, deliveryId));
      const [channel] = await tx
        .update(alertChannels)
        .set({
          consecutiveFailures: sql`${alertChannels.consecutiveFailures} + 1`,
          firstFailureAt: sql`coalesce(${alertChannels.firstFailureAt}, ${now.toISOString()}::timestamptz)`,
          lastError: failure.error.slice(0, 500),
        })
        .where(eq(alertChannels.id, channelId))
        .returning();
      return channel ?? null;
    }),

  /**
   * Pauses an active channel and gives up its waiting messages; null when it was not active (another instance
   * paused it first), so its notice goes once.
   */
  pause: async (channelId: string, reason: string, now: Date) =>
    db.transaction(async (tx) => {
      const [channel] = await tx
        .update(alertChannels)
        .set({ status: 'paused', pausedAt: now, pausedReason: reason.slice(0, 500) })
        .where(and(eq(alertChannels.id, channelId), eq(alertChannels.status, 'active')))
        .returning();
      if (!channel) return null;
      await tx
        .update(alertChannelDeliveries)
        .set({ status: 'failed', lastError: 'The channel is paused', claimedUntil: null })
        .where(
          and(
            eq(alertChannelDeliveries.channelId, channelId),
            inArray(alertChannelDeliveries.status, ['pending', 'sending']),
          ),
        );
      return channel;
    }),

  /** Who hears that a channel was paused: its owner, or for an account channel whoever added it. */
  noticeAddressOf: async (
    channel: Pick<AlertChannelRecord, 'personId' | 'createdBy'>,
  ): Promise<{ email: string; personLanguage: string | null; accountLanguage: string | null } | null> => {
    const personId = channel.personId ?? channel.createdBy;
    if (personId === null) return null;
    const [row] = await db
      .select({ email: persons.email, personLanguage: persons.language, accountLanguage: accounts.language })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .where(and(eq(persons.id, personId), eq(persons.isActive, true)))
      .limit(1);
    return row ?? null;
  },
});

export const createAlertChannelsRepository = (db: Database) => ({
  ...channelQueries(db),
  ...outboxQueries(db),
  ...outcomeQueries(db),
});

export type AlertChannelsRepository = ReturnType<typeof createAlertChannelsRepository>;
