import type { CalculatorRow } from '../calculators/calculator-reply.ts';

// The row's timestamps: JSON keeps them as ISO strings, the pricing code reads them as dates.
const dateFields = ['creationTimestamp', 'pricedAt'] as const;

/** A calculator row as a quote keeps it: plain JSON (jsonb keeps every number exactly as written). */
export const freezeCalculatorRow = (row: CalculatorRow): Record<string, unknown> =>
  JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

const isCalculatorRow = (value: Record<string, unknown>): value is CalculatorRow =>
  typeof value.id === 'string' && typeof value.contractId === 'string' && typeof value.periodId === 'string';

/** The row back, to be priced again: the timestamps as dates. */
export const thawCalculatorRow = (frozen: Record<string, unknown>): CalculatorRow => {
  const thawed: Record<string, unknown> = { ...frozen };
  for (const field of dateFields) {
    const value = thawed[field];
    thawed[field] = typeof value === 'string' ? new Date(value) : null;
  }
  if (!isCalculatorRow(thawed)) throw new Error('a quote holds no calculator row');
  return thawed;
};
