import { contracts, isContractId } from '@psc/core/market-data/contracts';
import { findPrice } from '@psc/core/market-data/price-book';
import { matrixPeriodNames } from '@psc/core/matrices/matrices.schemas';
import { price } from '@psc/core/pricing/price-stored-calculator';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import type { PricingContext } from '../calculators/pricing-context.ts';
import type { MatrixDeps, MatrixRecord } from '../matrices/matrix-actions.ts';
import { loadMatrixParts } from '../matrices/matrix-prices.ts';
import { priceMatrix } from '../matrices/price-matrix.ts';

/** A calculator's DDP per tonne as the engine prices it now; null when it cannot be priced. */
export const ddpOf = (context: PricingContext, row: CalculatorRow): number | null =>
  price(context, row).priced?.price ?? null;

/** Why a calculator's DDP is not duty-paid now ('Duty not known for Japan: the DDP excludes duty'); null if it is. */
export const incompleteReasonOf = (context: PricingContext, row: CalculatorRow): string | null => {
  const { priced, resolution } = price(context, row);
  if (priced === null || priced.priceComplete) return null;
  return `${resolution.result.ok ? resolution.result.duty.reason : 'Duty not known'}: the DDP excludes duty`;
};

/** A board price as published now, in its own unit, with the words an alert uses for it. */
export const boardValueOf = (
  context: PricingContext,
  key: { contractId: string; periodId: string; regionId: string },
) => {
  const row = findPrice(
    context.prices,
    key.contractId,
    key.periodId,
    key.regionId === '' ? null : key.regionId,
  );
  const name = isContractId(key.contractId) ? contracts[key.contractId].displayName : key.contractId;
  return {
    value: row?.price ?? null,
    subject: `${name} ${key.periodId}${key.regionId === '' ? '' : ` ${key.regionId}`}`,
    unit: row === null ? '' : row.unit === 'centsPerPound' ? 'USc/lb' : `${row.currencyCode}/t`,
  };
};

/**
 * The cheapest origin (row index) of one column of a matrix, priced as its owner reads it, with the row labels and
 * the words an alert uses; `value` null when no origin has a price there.
 */
export const cheapestOriginOf = async (
  deps: MatrixDeps,
  matrix: MatrixRecord,
  column: { destination: number; position: number },
) => {
  const owner = { accountId: matrix.accountId, personId: matrix.personId };
  const prices = priceMatrix(await loadMatrixParts(deps, owner, matrix));
  const period = prices.periods[column.position - 1];
  const destination = prices.destinations[column.destination];
  return {
    value: period?.cheapestOrigin[column.destination] ?? null,
    originLabels: prices.origins.map((origin) => origin.label),
    subject: `${matrix.name}, ${destination?.name ?? `destination ${column.destination + 1}`}, ${matrixPeriodNames[column.position - 1] ?? ''}`,
  };
};
