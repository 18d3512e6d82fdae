import type { Deps } from '../../deps.ts';
import { listOperators } from '../operations/create-operator.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { lateSlotOf } from './price-feed-reply.ts';

type AlertDeps = Pick<
  Deps,
  | 'priceFeedsRepository'
  | 'operationsRepository'
  | 'mailRepository'
  | 'mailSignal'
  | 'clock'
  | 'database'
  | 'referenceData'
  | 'config'
>;

/**
 * Operators hear of a late or failing feed (issue 47 item 1; decision 0109): the Feeds desk and the market dashboard
 * show it from the status, and the analysts and administrators get one e-mail per lateness episode (its first missed
 * slot), whichever instance notices first: the feed row's update decides who sends.
 */
export const alertLateFeeds = async (deps: AlertDeps): Promise<number> => {
  const now = deps.clock.now();
  const feeds = await deps.priceFeedsRepository.listEnabledFeeds();
  const activity = await deps.priceFeedsRepository.activityOf(feeds.map((feed) => feed.id));
  let alerted = 0;
  for (const feed of feeds) {
    const entry = activity.get(feed.id);
    if (entry === undefined) continue;
    const late = lateSlotOf(deps, feed, entry, now);
    if (late === null || feed.lateAlertedFor?.getTime() === late) continue;
    const recipients = (await listOperators(deps))
      .filter((operator) => operator.disabledAt === null && operator.role !== 'support')
      .map((operator) => operator.email);
    const lastError = entry.lastRun?.outcome === 'published' ? null : (entry.lastRun?.reason ?? null);
    const mail = renderMail({
      subject: `Price feed late: ${feed.name}`,
      paragraphs: [
        `The price feed “${feed.name}” has delivered nothing since its run due at ${new Date(late).toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
        feed.unreachableSince === null
          ? lastError === null
            ? 'It has not run since.'
            : `Its last run: ${lastError}`
          : `Its source has been unreachable since ${feed.unreachableSince.toISOString().replace('T', ' ').slice(0, 16)} UTC. ${lastError ?? ''}`.trim(),
        'Traders keep the last published figures, marked late. Open the Feeds desk of the operations console to run it again, change it, or import the file by hand.',
      ],
      action: { label: 'Open the operations console', url: `${deps.config.publicUrl}/ops` },
    });
    const sent = await deps.database.db.transaction(async (tx) => {
      const claimed = await deps.priceFeedsRepository.claimLateAlert(feed.id, new Date(late), tx);
      if (!claimed) return false;
      await enqueueMails(
        deps,
        recipients.map((to) => ({ to, kind: 'price-feed-late', ...mail })),
        tx,
      );
      return true;
    });
    if (sent) {
      alerted += 1;
      deps.mailSignal.notify();
    }
  }
  return alerted;
};
