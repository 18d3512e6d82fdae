import { defaultSchedules, latestSlotAtOrBefore } from '@psc/core/price-feeds/feed-schedule';
import type { Deps } from '../../deps.ts';
import { dueSlot, runSlot } from './run-due-feeds.ts';
import type { PriceFeedRow } from './price-feeds.repository.ts';
import type { FeedRunDeps } from './run-price-feed.ts';
import { scheduleOf } from './price-feed-reply.ts';

export const environmentEcbFeedName = 'ECB daily reference rates';

/**
 * ECB_RATES_URL (decision 0109): set, the ECB feed exists, is on and follows the address; unset, a feed the
 * environment made is turned off (nothing is fetched from outside the machine until someone asks). Two instances
 * starting together make one feed: the second finds the first's.
 */
export const ensureEnvironmentEcbFeed = async (
  deps: Pick<Deps, 'config' | 'priceFeedsRepository' | 'clock'>,
): Promise<PriceFeedRow | null> => {
  const url = deps.config.priceFeeds.ecbRatesUrl;
  const existing = await deps.priceFeedsRepository.findEnvironmentFeed();
  const now = deps.clock.now();
  if (url === undefined) {
    if (existing?.enabled === true)
      await deps.priceFeedsRepository.updateFeed(existing.id, { enabled: false, updatedAt: now });
    return null;
  }
  if (existing !== null) {
    if (existing.location === url && existing.enabled) return existing;
    return deps.priceFeedsRepository.updateFeed(existing.id, {
      location: url,
      enabled: true,
      updatedAt: now,
    });
  }
  return deps.priceFeedsRepository.insertFeed({
    kind: 'ecb-rates',
    name: environmentEcbFeedName,
    enabled: true,
    format: 'ecb-xml',
    sourceType: 'url',
    location: url,
    credentialsType: 'none',
    credentialsLabel: null,
    credentialsCiphertext: null,
    schedule: defaultSchedules['ecb-rates'],
    mapping: null,
    outlierPercent: 5,
    fromEnvironment: true,
    createdAt: now,
    updatedAt: now,
  });
};

/**
 * The fetch at start: the ECB feed's latest slot (or the one it is due for), claimed like a scheduled run so two
 * instances starting together fetch once. A failure is recorded on the feed ('unreachable since …'); the app runs on.
 */
export const fetchEnvironmentEcbFeedAtStart = async (
  deps: FeedRunDeps & Pick<Deps, 'config'>,
): Promise<void> => {
  const feed = await ensureEnvironmentEcbFeed(deps);
  if (feed === null) return;
  const now = deps.clock.now();
  const slot =
    dueSlot(deps, feed, now) ??
    latestSlotAtOrBefore(scheduleOf(feed), now.getTime(), deps.referenceData.holidaysByExchange) ??
    now.getTime();
  await runSlot(deps, feed, slot, { trigger: 'start', force: true });
};
