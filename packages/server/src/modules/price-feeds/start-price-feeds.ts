import type { Deps } from '../../deps.ts';
import { alertLateFeeds } from './alert-late-feeds.ts';
import { dueSlot } from './run-due-feeds.ts';
import { runDueFeeds } from './run-due-feeds.ts';

export const priceFeedsJob = 'price-feeds';

/**
 * The price feeds on the job queue (decision 0109): one pass a minute on one instance (pg-boss's schedule), and a
 * look every 5 s that triggers it at once when a feed's slot has come; each due slot is claimed by a unique row, so
 * a pass on two instances still runs a fetch once. The pass ends with the operators' late alerts.
 */
export const startPriceFeedJobs = async (deps: Deps): Promise<void> => {
  await deps.jobQueue.define({
    name: priceFeedsJob,
    run: async () => {
      await runDueFeeds(deps);
      await alertLateFeeds(deps);
    },
    schedule: '* * * * *',
  });
  // This instance's memory of slots it saw run: only to spare the queue a trigger, never to decide who runs.
  const seen = new Map<string, number>();
  deps.jobQueue.watch(priceFeedsJob, 5_000, async () => {
    const now = deps.clock.now();
    let due = false;
    for (const feed of await deps.priceFeedsRepository.listEnabledFeeds()) {
      const slot = dueSlot(deps, feed, now);
      if (slot !== null && seen.get(feed.id) !== slot) {
        seen.set(feed.id, slot);
        due = true;
      }
    }
    return due;
  });
};
