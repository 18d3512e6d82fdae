import type { Port } from '../market-data/reference-data.schemas.ts';
import type { OriginPremium } from '../market-data/rule-tables.ts';
import type { CalculatorSetup } from './calculator-setup.ts';
import type { PricingInput } from './pricing-input.ts';
import { epochOf, flat, unverifiedNote } from './resolve-helpers.ts';

// Origin premiums by grade and basis (issue 45 item 5, docs/decisions/0121): raws are quoted over New York #11,
// whites over London #5, so a port keeps one default per basis. A row without a basis is the port's default for every
// basis (what versions before issue 45 held); a user's custom Premium cost still wins over both.

/** The row in force for the port and the calculator's basis contract, newest first; null = none by basis. */
export const findOriginPremiumByBasis = (
  rows: readonly OriginPremium[] | undefined,
  portId: string,
  contractId: string,
  onDate: string,
): OriginPremium | null => {
  let best: OriginPremium | null = null;
  for (const row of rows ?? [])
    if (
      row.portId === portId &&
      row.basisContractId === contractId &&
      row.effectiveFrom <= onDate &&
      (best === null || row.effectiveFrom > best.effectiveFrom)
    )
      best = row;
  return best;
};

/**
 * The Premium line from the port's premium over the calculator's basis; null when the port has none for that basis
 * (the port's default then applies) or the basis carries its premium in the published price.
 */
export const premiumByBasisLineOf = (
  setup: CalculatorSetup,
  originPort: Port | null,
  rows: readonly OriginPremium[] | undefined,
  onDate: string,
): PricingInput['premium'] | null => {
  if (originPort === null) return null;
  const row = findOriginPremiumByBasis(rows, originPort.id, setup.contractId, onDate);
  if (row === null) return null;
  return flat(
    row.amount,
    row.currencyCode,
    `${originPort.name}, premium over ${setup.contractId === 'NewYork11' ? 'New York #11 (raws)' : 'London #5 (whites)'}: ${unverifiedNote(row.source, row.verified ?? true)}`,
    epochOf(row.effectiveFrom),
  );
};
