import { roundTo } from './round-to-cents.ts';

/** Legacy split of a destination-charges total (calculators.md §9); the shares are 1/276ths of one US West Coast invoice. */
export const destinationChargeShares = [
  { name: 'Documentation Fee', share: 0.153985507 },
  { name: 'Stripping Fee', share: 0.054347826 },
  { name: 'Security Fee', share: 0.045289855 },
  { name: 'THC', share: 0.099637681 },
  { name: 'Chassis Split Fee', share: 0.005434783 },
  { name: 'Clean Truck Fee', share: 0.003623188 },
  { name: 'Pier Pass', share: 0.025362319 },
  { name: 'Chassis Fee', share: 0.016304348 },
  { name: 'Congestion', share: 0.012681159 },
  { name: 'CFS Handling', share: 0.387681159 },
  { name: 'Other', share: 0.014492754 },
  { name: 'Loading / Unloading', share: 0.18115942 },
] as const;

export interface DestinationChargeLine {
  readonly name: string;
  readonly share: number;
  readonly amount: number;
}

/**
 * Splits a total into the twelve lines, rounded to cents (whole units with `decimals` 0, for a zero-decimal
 * currency). Units lost or gained by rounding go to the lines with the largest remainders, so the lines always add up
 * to the rounded total.
 */
export const splitDestinationCharges = (total: number, decimals = 2): DestinationChargeLine[] => {
  const scale = 10 ** decimals;
  const totalCents = Math.round(roundTo(total, decimals) * scale);
  const exact = destinationChargeShares.map((line) => line.share * totalCents);
  const cents = exact.map((value) => Math.floor(value));
  let missing = totalCents - cents.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (let position = 0; missing > 0; position = (position + 1) % byRemainder.length, missing -= 1) {
    const entry = byRemainder[position];
    if (entry !== undefined) cents[entry.index] = (cents[entry.index] ?? 0) + 1;
  }
  return destinationChargeShares.map((line, index) => ({
    name: line.name,
    share: line.share,
    amount: (cents[index] ?? 0) / scale,
  }));
};
