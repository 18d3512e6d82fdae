import { AppError } from '@psc/core/shared/app-error';
import type { PriceFeedFormat, PriceFeedRunOutcome } from '@psc/core/price-feeds/price-feeds.schemas';
import { screenReply } from '@psc/core/price-feeds/reply-screening';
import type { Deps } from '../../deps.ts';
import { publishFreightFile } from '../operations/freight-file.ts';
import { publishFxFile } from '../operations/publish-fx-file.ts';
import { publishPriceFile } from '../operations/publish-price-file.ts';
import { fetchFromFolder, fetchFromUrl, type FetchedFile, type FetchResult } from './fetch-feed-file.ts';
import { feedPrincipal, mappingOf } from './price-feed-reply.ts';
import { publishContainerLanes } from './container-lanes-feed.ts';
import type { PriceFeedRow, PriceFeedRunRow, RunEnding } from './price-feeds.repository.ts';
import { consoleFileOf, readFeedCandidate, type ConsoleFile } from './read-feed-file.ts';

export type FeedRunDeps = Pick<
  Deps,
  | 'priceFeedsRepository'
  | 'secretBox'
  | 'clock'
  | 'database'
  | 'logger'
  | 'referenceData'
  | 'marketDataRepository'
  | 'currentMarketData'
  | 'operationsRepository'
  | 'calculatorsRepository'
  | 'alertChannelsRepository'
  | 'webhooksRepository'
  | 'config'
  | 'ruleTablesRepository'
>;

/** The request headers a feed's stored credentials make: a named header, or HTTP basic. */
const headersOf = (deps: Pick<Deps, 'secretBox'>, feed: PriceFeedRow): Record<string, string> => {
  if (feed.credentialsType === 'none' || feed.credentialsCiphertext === null) return {};
  const secret = deps.secretBox.open(feed.credentialsCiphertext);
  if (feed.credentialsType === 'header') return { [feed.credentialsLabel ?? 'authorization']: secret };
  return {
    authorization: `Basic ${Buffer.from(`${feed.credentialsLabel ?? ''}:${secret}`).toString('base64')}`,
  };
};

const fetchFeed = async (deps: FeedRunDeps, feed: PriceFeedRow): Promise<FetchResult> =>
  feed.sourceType === 'folder'
    ? fetchFromFolder(feed.location, await deps.priceFeedsRepository.processedFiles(feed.id))
    : fetchFromUrl(feed.location, headersOf(deps, feed));

/** Publishes a checked file through its console import in the feed's name (decision 0110): all rows or none. */
export const publishConsoleFile = async (
  deps: FeedRunDeps,
  feed: PriceFeedRow,
  file: ConsoleFile,
): Promise<{ publicationId: string; rows: number }> => {
  const principal = feedPrincipal(feed);
  if (file.target === 'fx') return publishFxFile(deps, principal, file.request);
  if (file.target === 'container-lanes')
    return publishContainerLanes(deps, principal, file.request, `Container lane rates: feed ${feed.name}`);
  if (file.target === 'freight')
    return publishFreightFile(deps, principal, {
      ...file.request,
      source: `Bulk lane assessments: feed ${feed.name}`,
    });
  return publishPriceFile(
    deps,
    principal,
    feed.kind === 'vendor-prices'
      ? { ...file.request, source: `Vendor prices: feed ${feed.name}` }
      : file.request,
  );
};

type Finished = { run: PriceFeedRunRow; heldId: string | null };

/**
 * One run of a feed, claimed already (decisions 0109, 0110): fetch, screen, read and check through the console
 * import, then publish, hold for approval, or refuse, and record why. Nothing half-done: a publication is one
 * transaction, a refusal publishes nothing, and the run says what happened.
 */
export const executeFeedRun = async (
  deps: FeedRunDeps,
  feed: PriceFeedRow,
  run: PriceFeedRunRow,
): Promise<Finished> => {
  const now = () => deps.clock.now();
  const finish = async (ending: Omit<RunEnding, 'finishedAt'>, file: FetchedFile | null = null) => {
    const finished = await deps.priceFeedsRepository.finishRun(run.id, { ...ending, finishedAt: now() });
    if (file !== null && feed.sourceType === 'folder' && ending.outcome !== 'failed')
      await deps.priceFeedsRepository.markFileProcessed({
        feedId: feed.id,
        fileName: file.fileName,
        sha256: file.sha256,
        processedAt: now(),
      });
    return { run: finished, heldId: null };
  };
  const empty = { fileName: null, bytes: null, sha256: null, rows: null, asOf: null, publicationId: null };
  const refuse = (outcome: PriceFeedRunOutcome, reason: string, file: FetchedFile | null, extra = {}) =>
    finish(
      {
        ...empty,
        outcome,
        reason,
        ...(file === null ? {} : { fileName: file.fileName, bytes: file.bytes, sha256: file.sha256 }),
        ...extra,
      },
      file,
    );

  let fetched: FetchResult;
  try {
    fetched = await fetchFeed(deps, feed);
  } catch (error) {
    deps.logger.error({ err: error, feed: feed.id }, 'price feed fetch failed');
    return refuse('failed', 'The fetch failed unexpectedly; see the server log', null);
  }
  if (!fetched.ok) {
    if (fetched.outcome === 'unreachable' && feed.unreachableSince === null)
      await deps.priceFeedsRepository.updateFeed(feed.id, { unreachableSince: now() });
    return refuse(fetched.outcome, fetched.reason, null, { fileName: fetched.fileName ?? null });
  }
  if (feed.unreachableSince !== null)
    await deps.priceFeedsRepository.updateFeed(feed.id, { unreachableSince: null });
  const file = fetched.file;
  const screened = screenReply(file.text, feed.format as PriceFeedFormat, file.contentType);
  if (screened !== null) return refuse('rejected-input', screened, file);

  const last = (await deps.priceFeedsRepository.activityOf([feed.id])).get(feed.id)?.lastPublished ?? null;
  if (last !== null && last.sha256 === file.sha256)
    return refuse(
      'rejected-input',
      `The same file as the last publication${last.asOf === null ? '' : ` (as of ${last.asOf})`}: nothing new`,
      file,
    );

  let candidate;
  try {
    candidate = await readFeedCandidate(
      deps,
      consoleFileOf(
        feed.kind,
        feed.format as PriceFeedFormat,
        file.text,
        mappingOf(feed),
        feed.outlierPercent,
      ),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION')
      return refuse('rejected-input', `Malformed file: ${error.message}`, file);
    deps.logger.error({ err: error, feed: feed.id }, 'price feed read failed');
    return refuse('failed', 'Reading the file failed unexpectedly; see the server log', file);
  }
  const facts = { rows: candidate.rows, asOf: candidate.asOf };
  if (last?.asOf !== null && last?.asOf !== undefined && candidate.asOf < last.asOf)
    return refuse(
      'rejected-input',
      `Out of order: the file is as of ${candidate.asOf}, older than the last publication (as of ${last.asOf})`,
      file,
      facts,
    );

  const fileFacts = { fileName: file.fileName, bytes: file.bytes, sha256: file.sha256, ...facts };
  if (candidate.outliers > 0) {
    const outlierLabels = candidate.changes
      .filter((change) => change.outlier)
      .slice(0, 5)
      .map((change) =>
        `${change.label} ${change.changePercent === null ? '' : `${change.changePercent > 0 ? '+' : ''}${change.changePercent}%`}`.trim(),
      );
    const reason = `${candidate.outliers} change(s) beyond ${candidate.outlierPercent}%: ${outlierLabels.join(', ')}${candidate.outliers > 5 ? ', …' : ''}`;
    const held = await deps.database.db.transaction(async (tx) => {
      const heldRow = await deps.priceFeedsRepository.insertHeld(
        {
          feedId: feed.id,
          runId: run.id,
          heldAt: now(),
          state: 'held',
          reason,
          fileText: candidate.file.request.text,
          fileFormat: candidate.file.request.format,
          asOf: candidate.asOf,
          rows: candidate.rows,
          outliers: candidate.outliers,
          outlierPercent: candidate.outlierPercent,
          changes: candidate.changes,
        },
        tx,
      );
      const finished = await deps.priceFeedsRepository.finishRun(
        run.id,
        {
          ...fileFacts,
          outcome: 'held',
          reason: `Held for approval: ${reason}`,
          publicationId: null,
          finishedAt: now(),
        },
        tx,
      );
      return { run: finished, heldId: heldRow.id };
    });
    if (feed.sourceType === 'folder')
      await deps.priceFeedsRepository.markFileProcessed({
        feedId: feed.id,
        fileName: file.fileName,
        sha256: file.sha256,
        processedAt: now(),
      });
    return held;
  }
  try {
    const published = await publishConsoleFile(deps, feed, candidate.file);
    return await finish(
      {
        ...fileFacts,
        outcome: 'published',
        reason: `Published ${published.rows} row(s)`,
        publicationId: published.publicationId,
      },
      file,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION')
      return refuse('rejected-input', `Malformed file: ${error.message}`, file, facts);
    deps.logger.error({ err: error, feed: feed.id }, 'price feed publication failed');
    return refuse('failed', 'Publishing failed unexpectedly; see the server log', file, facts);
  }
};
