import { AppError } from '@psc/core/shared/app-error';
import { isKnownTimeZone } from '@psc/core/price-feeds/feed-schedule';
import {
  priceFeedFormats,
  type PriceFeed,
  type PriceFeedRequest,
  type PriceFeedRun,
} from '@psc/core/price-feeds/price-feeds.schemas';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from '../operations/record-operator-action.ts';
import { priceFeedReply, priceFeedRunReply } from './price-feed-reply.ts';
import type { NewPriceFeed, PriceFeedRow } from './price-feeds.repository.ts';
import { executeFeedRun, type FeedRunDeps } from './run-price-feed.ts';

type ManageDeps = Pick<
  Deps,
  'priceFeedsRepository' | 'secretBox' | 'clock' | 'referenceData' | 'operationsRepository' | 'database'
>;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's own rules beyond its schema: the kind's formats, a mapping only for a vendor, a real zone, https. */
const checkRequest = (request: PriceFeedRequest): void => {
  const formats: readonly string[] = priceFeedFormats[request.kind];
  if (!formats.includes(request.format))
    throw new AppError(
      'VALIDATION',
      `A ${request.kind} feed reads ${formats.join(', ')}, not ${request.format}`,
    );
  if ((request.kind === 'vendor-prices') !== (request.mapping !== null))
    throw new AppError(
      'VALIDATION',
      request.kind === 'vendor-prices'
        ? 'A vendor feed needs its mapping (symbols, price, date fields)'
        : 'Only a vendor feed has a mapping',
    );
  if (!isKnownTimeZone(request.schedule.timeZone))
    throw new AppError('VALIDATION', `${request.schedule.timeZone} is not a time zone (e.g. Europe/London)`);
  if (request.source.type === 'url') {
    const url = new URL(request.source.url);
    if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname))
      throw new AppError(
        'VALIDATION',
        'Use an https:// address (http:// only on this machine: localhost, 127.0.0.1)',
      );
    if (url.username !== '' || url.password !== '')
      throw new AppError('VALIDATION', 'Put credentials in the credentials fields, not in the address');
  }
};

/** The stored columns of a request; credentials sealed, or kept when the request leaves them out. */
const columnsOf = (
  deps: Pick<Deps, 'secretBox'>,
  request: PriceFeedRequest,
  existing: PriceFeedRow | null,
): Omit<NewPriceFeed, 'createdAt' | 'updatedAt' | 'fromEnvironment'> => {
  const source = request.source;
  const kept = {
    credentialsType: existing?.credentialsType ?? 'none',
    credentialsLabel: existing?.credentialsLabel ?? null,
    credentialsCiphertext: existing?.credentialsCiphertext ?? null,
  };
  const credentials =
    source.type === 'folder'
      ? { credentialsType: 'none' as const, credentialsLabel: null, credentialsCiphertext: null }
      : source.credentials === undefined
        ? kept
        : source.credentials.type === 'none'
          ? { credentialsType: 'none' as const, credentialsLabel: null, credentialsCiphertext: null }
          : source.credentials.type === 'header'
            ? {
                credentialsType: 'header' as const,
                credentialsLabel: source.credentials.name,
                credentialsCiphertext: deps.secretBox.seal(source.credentials.value),
              }
            : {
                credentialsType: 'basic' as const,
                credentialsLabel: source.credentials.username,
                credentialsCiphertext: deps.secretBox.seal(source.credentials.password),
              };
  return {
    kind: request.kind,
    name: request.name,
    enabled: request.enabled,
    format: request.format,
    sourceType: source.type,
    location: source.type === 'url' ? source.url : source.path,
    ...credentials,
    schedule: request.schedule,
    mapping: request.mapping,
    outlierPercent: request.outlierPercent,
  };
};

/** What the audit keeps of a feed: never a credential. */
const auditedFeed = (feed: PriceFeedRow) => ({
  kind: feed.kind,
  name: feed.name,
  enabled: feed.enabled,
  format: feed.format,
  source: feed.sourceType === 'url' ? feed.location : `folder ${feed.location}`,
  credentials: feed.credentialsType,
  schedule: feed.schedule,
});

export const replyOf = async (deps: ManageDeps, feed: PriceFeedRow): Promise<PriceFeed> => {
  const activity = (await deps.priceFeedsRepository.activityOf([feed.id])).get(feed.id);
  if (activity === undefined) throw new Error('no activity entry');
  return priceFeedReply(deps, feed, activity, deps.clock.now());
};

/** GET /api/ops/price-feeds: every feed with its status, in a few reads whatever their number. */
export const listPriceFeeds = async (deps: ManageDeps): Promise<{ feeds: PriceFeed[] }> => {
  const feeds = await deps.priceFeedsRepository.listFeeds();
  const activity = await deps.priceFeedsRepository.activityOf(feeds.map((feed) => feed.id));
  const now = deps.clock.now();
  return {
    feeds: feeds.map((feed) => {
      const entry = activity.get(feed.id);
      if (entry === undefined) throw new Error('no activity entry');
      return priceFeedReply(deps, feed, entry, now);
    }),
  };
};

export const createPriceFeed = async (
  deps: ManageDeps,
  operator: OperatorPrincipal,
  request: PriceFeedRequest,
): Promise<PriceFeed> => {
  checkRequest(request);
  const now = deps.clock.now();
  const feed = await deps.database.db.transaction(async (tx) => {
    const row = await deps.priceFeedsRepository.insertFeed(
      { ...columnsOf(deps, request, null), fromEnvironment: false, createdAt: now, updatedAt: now },
      tx,
    );
    await recordOperatorAction(
      deps,
      operator,
      { action: 'price-feed.created', target: row.id, after: auditedFeed(row) },
      tx,
    );
    return row;
  });
  return replyOf(deps, feed);
};

const lockedFeed = async (
  deps: ManageDeps,
  feedId: string,
  executor: Parameters<ManageDeps['priceFeedsRepository']['lockFeed']>[1],
) => {
  const feed = await deps.priceFeedsRepository.lockFeed(feedId, executor);
  if (feed === null) throw new AppError('NOT_FOUND', 'No price feed has this id');
  return feed;
};

export const updatePriceFeed = async (
  deps: ManageDeps,
  operator: OperatorPrincipal,
  feedId: string,
  request: PriceFeedRequest,
): Promise<PriceFeed> => {
  checkRequest(request);
  const feed = await deps.database.db.transaction(async (tx) => {
    const before = await lockedFeed(deps, feedId, tx);
    if (before.fromEnvironment && (request.source.type !== 'url' || request.source.url !== before.location))
      throw new AppError(
        'CONFLICT',
        "This feed's address comes from ECB_RATES_URL: change it in the environment",
      );
    const after = await deps.priceFeedsRepository.updateFeed(
      feedId,
      { ...columnsOf(deps, request, before), updatedAt: deps.clock.now() },
      tx,
    );
    if (after === null) throw new AppError('NOT_FOUND', 'No price feed has this id');
    await recordOperatorAction(
      deps,
      operator,
      {
        action: 'price-feed.changed',
        target: feedId,
        before: auditedFeed(before),
        after: auditedFeed(after),
      },
      tx,
    );
    return after;
  });
  return replyOf(deps, feed);
};

export const setPriceFeedEnabled = async (
  deps: ManageDeps,
  operator: OperatorPrincipal,
  feedId: string,
  enabled: boolean,
): Promise<PriceFeed> => {
  const feed = await deps.database.db.transaction(async (tx) => {
    await lockedFeed(deps, feedId, tx);
    const after = await deps.priceFeedsRepository.updateFeed(
      feedId,
      { enabled, updatedAt: deps.clock.now() },
      tx,
    );
    if (after === null) throw new AppError('NOT_FOUND', 'No price feed has this id');
    await recordOperatorAction(
      deps,
      operator,
      { action: enabled ? 'price-feed.enabled' : 'price-feed.disabled', target: feedId },
      tx,
    );
    return after;
  });
  return replyOf(deps, feed);
};

/** POST /api/ops/price-feeds/:feedId/run: fetched and checked now, as a scheduled run would be, audited. */
export const runPriceFeedNow = async (
  deps: ManageDeps & FeedRunDeps,
  operator: OperatorPrincipal,
  feedId: string,
): Promise<PriceFeedRun> => {
  const feed = await deps.priceFeedsRepository.findFeed(feedId);
  if (feed === null) throw new AppError('NOT_FOUND', 'No price feed has this id');
  const run = await deps.priceFeedsRepository.claimRun({
    feedId,
    trigger: 'manual',
    slot: null,
    attempt: 1,
    startedAt: deps.clock.now(),
  });
  if (run === null) throw new Error('a manual run is never refused its claim');
  await recordOperatorAction(deps, operator, {
    action: 'price-feed.run',
    target: feedId,
    after: { runId: run.id },
  });
  const finished = await executeFeedRun(deps, feed, run);
  return priceFeedRunReply(finished.run, feed.name, finished.heldId);
};

/** GET /api/ops/price-feeds/runs: recent runs, newest first. */
export const listPriceFeedRuns = async (
  deps: Pick<Deps, 'priceFeedsRepository'>,
  query: { feedId?: string | undefined; limit: number },
): Promise<{ runs: PriceFeedRun[] }> => ({
  runs: (await deps.priceFeedsRepository.listRuns(query)).map((row) =>
    priceFeedRunReply(row.run, row.feedName, row.heldId),
  ),
});
