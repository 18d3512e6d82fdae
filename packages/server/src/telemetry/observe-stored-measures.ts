import { metrics } from '@opentelemetry/api';
import type { Deps } from '../deps.ts';
import { createPublicationTimesRepository } from '../modules/market-data/publication-times.repository.ts';
import { pscMeterName } from './psc-metrics.ts';

/**
 * The measures read from the database when Prometheus scrapes (or OTLP exports), never on a timer of their own: the
 * age of each market-data series' newest publication and the mail outbox's backlog (decision 0089). A scrape while
 * the database is down leaves them out of that scrape; the SDK logs the failure.
 */
export const observeStoredMeasures = (deps: Pick<Deps, 'database' | 'mailRepository' | 'clock'>): void => {
  const publicationTimes = createPublicationTimesRepository(deps.database.db);
  const meter = metrics.getMeter(pscMeterName);
  const publicationAge = meter.createObservableGauge('psc_publication_age_seconds', {
    description: 'Age of the newest publication of each market-data series (prices, fx, freight)',
    unit: 's',
  });
  const outboxPending = meter.createObservableGauge('psc_mail_outbox_pending', {
    description: 'Messages in the mail outbox waiting for delivery or being delivered',
  });
  const outboxFailed = meter.createObservableGauge('psc_mail_outbox_failed', {
    description: 'Messages in the mail outbox given up on after every retry',
  });
  meter.addBatchObservableCallback(
    async (observer) => {
      const now = deps.clock.now().getTime();
      const newest = await publicationTimes.newestPublicationTimes();
      for (const [series, publishedAt] of Object.entries(newest))
        if (publishedAt !== null)
          observer.observe(publicationAge, (now - publishedAt.getTime()) / 1000, { series });
      const outbox = await deps.mailRepository.countUndelivered();
      observer.observe(outboxPending, outbox.pending);
      observer.observe(outboxFailed, outbox.failed);
    },
    [publicationAge, outboxPending, outboxFailed],
  );
};
