import { calculatorReplySchema, type CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorRow } from './calculators.repository.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { toCalculatorReply } from './price-calculator-row.ts';
import { pricingContextFor, type PricingContext } from './pricing-context.ts';

/** GET /calculator/all: the caller's calculators by creationTimestamp, each priced now (new publications show at once). */
export const listCalculators = async (deps: CalculatorDeps, principal: Principal): Promise<CalculatorReply[]> => {
  const { rows, versionKey } = await deps.calculatorsRepository.listOwned(principal.accountId, principal.personId);
  const context = await pricingContextFor(deps, versionKey);
  return rows.map((row) => toCalculatorReply(context, row));
};

// Everything a reply depends on besides the market-data version and the day, which the context is keyed by.
const rowKey = (row: CalculatorRow): string => {
  const { pricesVersion: _prices, fxVersion: _fx, ...stored } = row as CalculatorRow & { pricesVersion?: unknown; fxVersion?: unknown };
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

/**
 * The same list as JSON bytes, for the hot read of every calculators screen: a calculator unchanged since it was last
 * priced with the current publications is not priced, validated or serialized again (docs/decisions/0018).
 */
export const listCalculatorsJson = async (deps: CalculatorDeps, principal: Principal): Promise<Buffer> => {
  const { rows, versionKey } = await deps.calculatorsRepository.listOwned(principal.accountId, principal.personId);
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
