import { describeSchedule, lateSlot, nextSlotAfter } from '@psc/core/price-feeds/feed-schedule';
import {
  priceFeedScheduleSchema,
  vendorMappingSchema,
  type PriceFeed,
  type PriceFeedFormat,
  type PriceFeedRun,
  type PriceFeedSchedule,
  type VendorMapping,
} from '@psc/core/price-feeds/price-feeds.schemas';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import type { FeedActivity, PriceFeedRow, PriceFeedRunRow } from './price-feeds.repository.ts';

export const scheduleOf = (feed: PriceFeedRow): PriceFeedSchedule =>
  priceFeedScheduleSchema.parse(feed.schedule);
export const mappingOf = (feed: PriceFeedRow): VendorMapping | null =>
  feed.mapping === null ? null : vendorMappingSchema.parse(feed.mapping);

/** Who a feed publishes as: the publication's publisher and the audit's actor say 'feed <name>' (decision 0110). */
export const feedPrincipal = (feed: Pick<PriceFeedRow, 'name'>): OperatorPrincipal => ({
  id: null,
  email: null,
  name: `feed ${feed.name}`,
  role: 'analyst',
  via: 'api-key',
  familyId: null,
});

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** When the feed is late (its lateness episode's first missed slot), or null. */
export const lateSlotOf = (
  deps: Pick<Deps, 'referenceData'>,
  feed: PriceFeedRow,
  activity: FeedActivity,
  now: Date,
): number | null =>
  feed.enabled
    ? lateSlot(
        scheduleOf(feed),
        now.getTime(),
        activity.lastDeliveredAt?.getTime() ?? null,
        feed.createdAt.getTime(),
        deps.referenceData.holidaysByExchange,
      )
    : null;

/** A feed as the Feeds desk shows it: never a credential. */
export const priceFeedReply = (
  deps: Pick<Deps, 'referenceData'>,
  feed: PriceFeedRow,
  activity: FeedActivity,
  now: Date,
): PriceFeed => {
  const schedule = scheduleOf(feed);
  const late = lateSlotOf(deps, feed, activity, now);
  const next = feed.enabled
    ? nextSlotAfter(schedule, now.getTime(), deps.referenceData.holidaysByExchange)
    : null;
  return {
    id: feed.id,
    kind: feed.kind,
    name: feed.name,
    enabled: feed.enabled,
    format: feed.format as PriceFeedFormat,
    source:
      feed.sourceType === 'folder'
        ? { type: 'folder', path: feed.location }
        : {
            type: 'url',
            url: feed.location,
            credentials: feed.credentialsType,
            credentialsLabel: feed.credentialsLabel,
          },
    schedule,
    scheduleDescription: describeSchedule(schedule),
    mapping: mappingOf(feed),
    outlierPercent: feed.outlierPercent,
    fromEnvironment: feed.fromEnvironment,
    lastRunAt: iso(activity.lastRun?.startedAt ?? null),
    lastOutcome: activity.lastRun?.outcome ?? null,
    lastError:
      activity.lastRun !== null && activity.lastRun.outcome !== 'published'
        ? (activity.lastRun.reason ?? null)
        : null,
    lastPublishedAsOf: activity.lastPublished?.asOf ?? null,
    nextRunAt: next === null ? null : new Date(next).toISOString(),
    unreachableSince: iso(feed.unreachableSince),
    late: late !== null,
    lateSince: late === null ? null : new Date(late).toISOString(),
    heldPublications: activity.held,
    createdAt: feed.createdAt.toISOString(),
    updatedAt: feed.updatedAt.toISOString(),
  };
};

export const priceFeedRunReply = (
  run: PriceFeedRunRow,
  feedName: string,
  heldPublicationId: string | null,
): PriceFeedRun => ({
  id: run.id,
  feedId: run.feedId,
  feedName,
  trigger: run.trigger,
  slot: iso(run.slot),
  startedAt: run.startedAt.toISOString(),
  finishedAt: iso(run.finishedAt),
  outcome: run.outcome,
  reason: run.reason,
  fileName: run.fileName,
  bytes: run.bytes,
  sha256: run.sha256,
  rows: run.rows,
  asOf: run.asOf,
  heldPublicationId,
});
