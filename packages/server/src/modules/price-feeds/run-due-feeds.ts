import { latestSlotAtOrBefore } from '@psc/core/price-feeds/feed-schedule';
import type { Deps } from '../../deps.ts';
import { scheduleOf } from './price-feed-reply.ts';
import type { PriceFeedRow, PriceFeedRunRow } from './price-feeds.repository.ts';
import { executeFeedRun, type FeedRunDeps } from './run-price-feed.ts';

/** Attempts at one scheduled slot: the first, then retries 1, 2, 4 and 8 minutes after each failure (decision 0109). */
export const maxAttemptsPerSlot = 5;
const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);
/** A run that never finished (its instance died) is taken over after this. */
const abandonedAfterMs = 15 * 60_000;

type Claim = { attempt: number; trigger: PriceFeedRunRow['trigger'] } | null;

/** The next attempt at a slot, or null when the slot is done, running, or waiting for its back-off. */
const nextAttempt = (runs: readonly PriceFeedRunRow[], now: number, force: boolean): Claim => {
  const last = runs.at(-1);
  if (last === undefined) return { attempt: 1, trigger: 'schedule' };
  if (last.finishedAt === null)
    return now - last.startedAt.getTime() >= abandonedAfterMs
      ? { attempt: last.attempt + 1, trigger: 'retry' }
      : null;
  if (last.outcome !== 'unreachable' && last.outcome !== 'failed') return null;
  if (force) return { attempt: last.attempt + 1, trigger: 'retry' };
  if (last.attempt >= maxAttemptsPerSlot) return null;
  return now - last.finishedAt.getTime() >= retryDelayMs(last.attempt)
    ? { attempt: last.attempt + 1, trigger: 'retry' }
    : null;
};

/**
 * Claims and runs the feed's attempt at a slot. The claim is a row with a unique (feed, slot, attempt): of two
 * instances, the second insert finds the first's and runs nothing (decision 0109).
 */
export const runSlot = async (
  deps: FeedRunDeps,
  feed: PriceFeedRow,
  slot: number,
  options: { trigger?: 'start'; force?: boolean } = {},
): Promise<PriceFeedRunRow | null> => {
  const now = deps.clock.now();
  const claim = nextAttempt(
    await deps.priceFeedsRepository.runsOfSlot(feed.id, new Date(slot)),
    now.getTime(),
    options.force ?? false,
  );
  if (claim === null) return null;
  const run = await deps.priceFeedsRepository.claimRun({
    feedId: feed.id,
    trigger: options.trigger ?? claim.trigger,
    slot: new Date(slot),
    attempt: claim.attempt,
    startedAt: now,
  });
  if (run === null) return null;
  return (await executeFeedRun(deps, feed, run)).run;
};

/** The slot a feed is due for now: its latest scheduled instant, once the feed existed at it. */
export const dueSlot = (deps: Pick<Deps, 'referenceData'>, feed: PriceFeedRow, now: Date): number | null => {
  const slot = latestSlotAtOrBefore(scheduleOf(feed), now.getTime(), deps.referenceData.holidaysByExchange);
  return slot === null || slot < feed.createdAt.getTime() ? null : slot;
};

/**
 * The scheduler's pass (the price-feeds job, every minute on one instance, decision 0109): each enabled feed's due
 * slot, claimed and run; a feed's failure never stops the others.
 */
export const runDueFeeds = async (deps: FeedRunDeps): Promise<number> => {
  const now = deps.clock.now();
  let ran = 0;
  for (const feed of await deps.priceFeedsRepository.listEnabledFeeds()) {
    const slot = dueSlot(deps, feed, now);
    if (slot === null) continue;
    try {
      if ((await runSlot(deps, feed, slot)) !== null) ran += 1;
    } catch (error) {
      deps.logger.error({ err: error, feed: feed.id }, 'price feed run failed');
    }
  }
  return ran;
};
