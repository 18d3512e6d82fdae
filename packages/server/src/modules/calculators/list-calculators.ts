import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { calculatorReplySchema, type CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { epochDayOfInstant } from '@psc/core/market-data/calendar-date';
import type { Deps } from '../../deps.ts';
import { strongEtag } from '../../shared/http-negotiation.ts';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorRow } from './calculators.repository.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { toCalculatorReply } from './calculator-reply.ts';
import { pricingContextFor, type PricingContext } from './pricing-context.ts';
import type { CachedCalculatorList } from './cached-calculator-list.ts';

/** GET /calculator/all: the caller's calculators by creationTimestamp, each priced now (new publications show at once). */
export const listCalculators = async (
  deps: CalculatorDeps,
  principal: Principal,
): Promise<CalculatorReply[]> => {
  const { rows, versionKey } = await deps.calculatorsRepository.listOwned(
    principal.accountId,
    principal.personId,
  );
  const context = await pricingContextFor(deps, versionKey);
  return rows.map((row) => toCalculatorReply(context, row));
};

// Everything a reply depends on besides the market-data version and the day, which the context is keyed by.
const rowKey = (row: CalculatorRow): string => {
  const {
    pricesVersion: _prices,
    fxVersion: _fx,
    freightVersion: _freight,
    ...stored
  } = row as CalculatorRow & { pricesVersion?: unknown; fxVersion?: unknown; freightVersion?: unknown };
  return JSON.stringify(stored);
};

const replyBytes = (context: PricingContext, row: CalculatorRow): Buffer => {
  const key = rowKey(row);
  const cached = context.replies.get(key);
  if (cached !== undefined) return cached;
  // Validated against the reply schema once, when it is built; afterwards the bytes are reused as they are.
  const bytes = Buffer.from(JSON.stringify(calculatorReplySchema.parse(toCalculatorReply(context, row))));
  context.replies.set(key, bytes);
  return bytes;
};

const open = Buffer.from('[');
const comma = Buffer.from(',');
const close = Buffer.from(']');

const listJson = async (deps: CalculatorDeps, principal: Principal): Promise<Buffer> => {
  const { rows, versionKey } = await deps.calculatorsRepository.listOwned(
    principal.accountId,
    principal.personId,
  );
  if (rows.length === 0) return Buffer.from('[]');
  const context = await pricingContextFor(deps, versionKey);
  const parts: Buffer[] = [open];
  rows.forEach((row, index) => {
    if (index > 0) parts.push(comma);
    parts.push(replyBytes(context, row));
  });
  parts.push(close);
  return Buffer.concat(parts);
};

// Quality 5: 130 KB of JSON in about 1.4 ms to 5.6 KB, against 9.5 KB for gzip; 9 and up cost 10–100 ms per list.
const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

export type CalculatorListDeps = CalculatorDeps & Pick<Deps, 'calculatorListCache' | 'cacheInvalidation'>;

/**
 * The hot read of every calculators screen: the list as JSON bytes, kept compressed in memory until the caller's
 * account changes, market data is published or the day turns (docs/decisions/0018, 0020). A calculator unchanged
 * since it was last priced with the current publications is not priced, validated or serialized again either.
 */
export const calculatorListJson = (
  deps: CalculatorListDeps,
  principal: Principal,
): CachedCalculatorList | Promise<CachedCalculatorList> => {
  // Periods conclude as the UTC day turns (todayOf): a new day is a new list.
  const key = `${principal.personId}:${epochDayOfInstant(deps.clock.now().getTime())}`;
  // Answered without a promise when kept: most requests, and each promise would cost them a tick.
  return deps.calculatorListCache.get(key) ?? buildCalculatorList(deps, principal, key);
};

const buildCalculatorList = async (
  deps: CalculatorListDeps,
  principal: Principal,
  key: string,
): Promise<CachedCalculatorList> => {
  const ticket = deps.cacheInvalidation.ticket();
  const json = await listJson(deps, principal);
  const etag = strongEtag(json);
  if (!deps.cacheInvalidation.isCurrent(ticket, principal.accountId))
    return { etag, json, gzip: null, brotli: null };
  const list = { etag, json: null, gzip: gzipSync(json), brotli: brotliCompressSync(json, brotliOptions) };
  deps.calculatorListCache.set(key, principal.accountId, ticket, list);
  return { ...list, json };
};
