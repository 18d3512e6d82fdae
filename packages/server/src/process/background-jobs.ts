import type { Deps } from '../deps.ts';
import { purgeClosedAccounts } from '../modules/accounts/purge-closed-accounts.ts';
import { purgeEndedSessions } from '../modules/auth/purge-ended-sessions.ts';
import { deliverPendingMail } from '../modules/mail/deliver-pending-mail.ts';
import {
  marketDataVersionChanged,
  repriceStaleCalculators,
} from '../modules/calculators/reprice-stale-calculators.ts';
import { evaluateAlerts } from '../modules/alerts/evaluate-alerts.ts';
import { channelBatch, deliverChannelMessages } from '../modules/alert-channels/deliver-channel-messages.ts';
import { deliverWebhooks, webhookBatch } from '../modules/webhooks/deliver-webhooks.ts';
import { announceExpiredQuotes } from '../modules/quotes/announce-expired-quotes.ts';
import { reconcilePayments } from '../modules/billing/subscriptions/reconcile-payments.ts';
import { runBillingCycle } from '../modules/billing/subscriptions/run-billing-cycle.ts';
import { startPriceFeedJobs } from '../modules/price-feeds/start-price-feeds.ts';
import { fetchEnvironmentEcbFeedAtStart } from '../modules/price-feeds/environment-ecb-feed.ts';
import { recordAlertEvaluationLag, recordRepricingLag } from '../telemetry/psc-metrics.ts';

/**
 * A cron expression for BILLING_JOB_MINUTES (1 to 1440), counted from the hour or from midnight UTC. Cron says only
 * periods that fit the hour or the day exactly; another one fires on the nearest such rhythm (45 → :00 and :45).
 */
export const cronEveryMinutes = (minutes: number): string =>
  minutes < 60 ? `*/${minutes} * * * *` : `0 */${Math.min(24, Math.round(minutes / 60))} * * *`;

/** The mail delivery pass's batch: a full one asks for another run at once. */
const mailBatch = 20;

/**
 * Every background job of the process, declared on the job queue (decision 0092): what each runs, what triggers it
 * (a schedule, exactly once across instances; a change watched here; a signal from a use case), with retries and
 * dead jobs the operations console shows. main.ts calls it once the app is built; `deps.jobQueue.stop()` ends it.
 */
export const startBackgroundJobs = async (deps: Deps): Promise<void> => {
  const jobs = deps.jobQueue;
  // The outbox: a commit that enqueued mail signals at once; the watcher finds the rest (another instance's, a
  // command's, a message whose retry is due) within 2 s, as the delivery loop did.
  await jobs.define({
    name: 'mail-delivery',
    run: async () => {
      if ((await deliverPendingMail(deps)) >= mailBatch) await jobs.trigger('mail-delivery');
    },
  });
  deps.mailSignal.subscribe(() => {
    jobs.trigger('mail-delivery').catch((error: unknown) => deps.logger.error({ err: error }, 'mail signal'));
  });
  jobs.watch('mail-delivery', 2_000, () => deps.mailRepository.hasDue(deps.clock.now()));
  // The chat channels' and the webhooks' outboxes (decisions 0125 and 0126), as the mail's: asked for after each
  // evaluation, watched every 2 s for retries and other instances' work; a full batch asks for another pass.
  await jobs.define({
    name: 'alert-channel-delivery',
    run: async () => {
      if ((await deliverChannelMessages(deps)) >= channelBatch) await jobs.trigger('alert-channel-delivery');
    },
  });
  jobs.watch('alert-channel-delivery', 2_000, () => deps.alertChannelsRepository.hasDue(deps.clock.now()));
  await jobs.define({
    name: 'webhook-delivery',
    run: async () => {
      if ((await deliverWebhooks(deps)) >= webhookBatch) await jobs.trigger('webhook-delivery');
    },
  });
  jobs.watch('webhook-delivery', 2_000, () => deps.webhooksRepository.hasDue(deps.clock.now()));
  // Quotes whose validity ended are told to the webhooks once (`quote.expired`, decision 0135), within a minute.
  await jobs.define({
    name: 'quote-expiry',
    run: async () => {
      if ((await announceExpiredQuotes(deps)) > 0) await jobs.trigger('webhook-delivery');
    },
    schedule: '* * * * *',
  });
  // Stored calculator prices follow every price or FX publication, set-based (docs/decisions/0018), seen within 5 s
  // as before; the alerts are evaluated against them right after (docs/decisions/0048), their e-mails left to the
  // mail watcher.
  // The minute's sweep catches calculators edited since.
  // The repricing and alert lags (psc_ measures) run from when this instance first saw a new version; the first look
  // after start has no publication to follow.
  const versionChanged = marketDataVersionChanged(deps);
  let firstLook = true;
  let publicationSeenAt: number | null = null;
  await jobs.define({
    name: 'calculator-repricing',
    run: async () => {
      const seenAt = publicationSeenAt;
      publicationSeenAt = null;
      await repriceStaleCalculators(deps);
      if (seenAt !== null) recordRepricingLag(seenAt);
      if ((await evaluateAlerts(deps)) > 0)
        await Promise.all([jobs.trigger('alert-channel-delivery'), jobs.trigger('webhook-delivery')]);
      if (seenAt !== null) recordAlertEvaluationLag(seenAt);
    },
    schedule: '* * * * *',
  });
  jobs.watch('calculator-repricing', 5_000, async () => {
    const changed = await versionChanged();
    if (changed && !firstLook) publicationSeenAt ??= performance.now();
    firstLook = false;
    return changed;
  });
  // Closed accounts are removed once their retention period has passed (decision 0010); sessions and tokens that
  // can never be used again go too (decision 0039). Hourly, on one instance.
  await jobs.define({
    name: 'purge-closed-accounts',
    run: () => purgeClosedAccounts(deps),
    schedule: '7 * * * *',
  });
  await jobs.define({
    name: 'purge-ended-sessions',
    run: () => purgeEndedSessions(deps),
    schedule: '37 * * * *',
  });
  // Payments: reconciled with the provider at start (a crash may have left a paid purchase unapplied), then on the
  // billing schedule with the billing cycle.
  await jobs.define({
    name: 'billing',
    run: async () => {
      const reconciled = await reconcilePayments(deps);
      const cycle = await runBillingCycle(deps);
      if (reconciled.eventsApplied + reconciled.purchasesSettled + cycle.locked + cycle.ended > 0)
        deps.logger.info({ ...reconciled, ...cycle }, 'billing job');
    },
    schedule: cronEveryMinutes(deps.config.billing.jobIntervalMs / 60_000),
  });
  await jobs.runNow('billing');
  // Price feeds (decision 0109): their schedules, and the ECB feed of ECB_RATES_URL fetched at start without holding
  // the start up (an unreachable ECB is recorded on the feed; the app serves as before).
  await startPriceFeedJobs(deps);
  fetchEnvironmentEcbFeedAtStart(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'the ECB feed at start failed'),
  );
};
