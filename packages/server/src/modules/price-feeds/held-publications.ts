import { AppError } from '@psc/core/shared/app-error';
import {
  heldChangeSchema,
  type HeldPublication,
  type PriceFeedKind,
} from '@psc/core/price-feeds/price-feeds.schemas';
import type {
  FreightFileRequest,
  FxFileRequest,
  PriceFileRequest,
} from '@psc/core/operations/operations.schemas';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { actorOf, type OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from '../operations/record-operator-action.ts';
import { currentMarketDataVersion } from '../market-data/market-data-for-desk.ts';
import type { HeldPublicationRow } from './price-feeds.repository.ts';
import type { ConsoleFile } from './read-feed-file.ts';
import { publishConsoleFile, type FeedRunDeps } from './run-price-feed.ts';

const changesSchema = z.array(heldChangeSchema);
const iso = (date: Date | null) => date?.toISOString() ?? null;

const heldReply = (
  held: HeldPublicationRow,
  feed: { name: string; kind: PriceFeedKind },
): HeldPublication => ({
  id: held.id,
  feedId: held.feedId,
  feedName: feed.name,
  kind: feed.kind,
  runId: held.runId,
  heldAt: held.heldAt.toISOString(),
  state: held.state,
  reason: held.reason,
  asOf: held.asOf,
  rows: held.rows,
  outliers: held.outliers,
  outlierPercent: held.outlierPercent,
  changes: changesSchema.parse(held.changes),
  decidedAt: iso(held.decidedAt),
  decidedBy: held.decidedBy,
  decisionReason: held.decisionReason,
});

/** The held file as its console import reads it again at approval: the checks run once more on today's data. */
const consoleFileOfHeld = (kind: PriceFeedKind, held: HeldPublicationRow): ConsoleFile => {
  const base = { text: held.fileText, outlierPercent: held.outlierPercent };
  if (kind === 'ecb-rates')
    return { target: 'fx', request: { ...base, format: held.fileFormat as FxFileRequest['format'] } };
  if (kind === 'container-freight')
    return { target: 'container-lanes', request: { ...base, format: 'psc-json' } };
  if (kind === 'bulk-freight')
    return {
      target: 'freight',
      request: { ...base, format: held.fileFormat as FreightFileRequest['format'] },
    };
  return { target: 'prices', request: { ...base, format: held.fileFormat as PriceFileRequest['format'] } };
};

/** GET /api/ops/price-feeds/held: what feeds held, newest first (200 at most). */
export const listHeldPublications = async (
  deps: Pick<Deps, 'priceFeedsRepository'>,
  state: HeldPublicationRow['state'] | 'all',
): Promise<{ held: HeldPublication[] }> => ({
  held: (await deps.priceFeedsRepository.listHeld(state)).map((row) =>
    heldReply(row.held, { name: row.feedName, kind: row.kind }),
  ),
});

type DecideDeps = FeedRunDeps;

/** Takes the decision on a held file once: a second analyst (or a second click) finds it decided (409). */
const claimDecision = async (
  deps: DecideDeps,
  operator: OperatorPrincipal,
  heldId: string,
  state: 'approved' | 'rejected',
  reason: string,
) =>
  deps.database.db.transaction(async (tx) => {
    const found = await deps.priceFeedsRepository.lockHeld(heldId, tx);
    if (found === null) throw new AppError('NOT_FOUND', 'No held publication has this id');
    if (found.held.state !== 'held')
      throw new AppError('CONFLICT', `This publication was ${found.held.state} already`);
    const decided = await deps.priceFeedsRepository.decideHeld(
      heldId,
      { state, decidedAt: deps.clock.now(), decidedBy: actorOf(operator), decisionReason: reason },
      tx,
    );
    return { held: decided, before: found.held, feed: found.feed };
  });

/**
 * POST …/held/:heldId/approve (decision 0110): published in the feed's name through its console import (all rows or
 * none, the checks run again), and the analyst's approval audited with the reason. A file today's checks refuse
 * stays held, with the refusal as the answer.
 */
export const approveHeldPublication = async (
  deps: DecideDeps,
  operator: OperatorPrincipal,
  heldId: string,
  reason: string,
) => {
  const { held, before, feed } = await claimDecision(deps, operator, heldId, 'approved', reason);
  let published;
  try {
    published = await publishConsoleFile(deps, feed, consoleFileOfHeld(feed.kind, held));
  } catch (error) {
    await deps.database.db.transaction((tx) =>
      deps.priceFeedsRepository.decideHeld(
        heldId,
        { state: 'held', decidedAt: null, decidedBy: null, decisionReason: null },
        tx,
      ),
    );
    throw error;
  }
  await deps.database.db.transaction(async (tx) => {
    await deps.priceFeedsRepository.markRunPublished(held.runId, published.publicationId, tx);
    await recordOperatorAction(
      deps,
      operator,
      {
        action: 'price-feed.held-approved',
        target: heldId,
        reason,
        before: { state: before.state, reason: before.reason, outliers: before.outliers },
        after: {
          state: 'approved',
          publicationId: published.publicationId,
          rows: published.rows,
          feed: feed.name,
        },
      },
      tx,
    );
  });
  const version = await currentMarketDataVersion(deps);
  const targets = {
    'ecb-rates': 'fx',
    'bulk-freight': 'freight',
    'container-freight': 'rules',
    'ice-settlements': 'prices',
    'vendor-prices': 'prices',
  } as const;
  const target = targets[feed.kind];
  return {
    held: heldReply(held, feed),
    published: { rows: published.rows, version: version[target] },
  };
};

/** POST …/held/:heldId/reject: nothing is published; the reason is audited. */
export const rejectHeldPublication = async (
  deps: DecideDeps,
  operator: OperatorPrincipal,
  heldId: string,
  reason: string,
) => {
  const { held, before, feed } = await claimDecision(deps, operator, heldId, 'rejected', reason);
  await recordOperatorAction(deps, operator, {
    action: 'price-feed.held-rejected',
    target: heldId,
    reason,
    before: { state: before.state, reason: before.reason, outliers: before.outliers },
    after: { state: 'rejected', feed: feed.name },
  });
  return { held: heldReply(held, feed), published: null };
};
