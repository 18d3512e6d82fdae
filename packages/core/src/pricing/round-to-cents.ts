const roundScaled = (value: number, scale: number): number => {
  const magnitude = Math.abs(value) * scale;
  const rounded = Math.floor(magnitude + 0.5 + 1e-9 + magnitude * 1e-14) / scale;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
};

/**
 * Rounds half away from zero to `decimals` places. A product like 1.005 × 100 lands on 100.49999999999999 in binary,
 * so a scaled value within 1e-9 + 1e-14 × |scaled| of a half counts as that half (docs/pricing.md 'Rounding').
 */
export const roundTo = (value: number, decimals: number): number => roundScaled(value, 10 ** decimals);

export const roundToCents = (value: number): number => roundScaled(value, 100);

const roundMillisToUnits = (units: number, millis: number, scale: number): number => {
  const product = units * millis;
  if (Number.isSafeInteger(product)) {
    const magnitude = Math.abs(product);
    const remainder = magnitude % 1000;
    const rounded = (magnitude - remainder) / 1000 + (remainder >= 500 ? 1 : 0);
    return (product < 0 ? -rounded : rounded) / scale;
  }
  const big = BigInt(units) * BigInt(millis);
  const magnitude = big < 0n ? -big : big;
  const rounded = Number((magnitude + 500n) / 1000n);
  return (big < 0n ? -rounded : rounded) / scale;
};

/**
 * A shown amount (whole cents) times a quantity, rounded half away from zero to the cent. Exact in integers when the
 * quantity has at most three decimals (tonnes to the kilogram), so a total is always the shown price × tonnes as a
 * pocket calculator gives it, however large; finer quantities fall back to rounding the floating-point product.
 */
export const centsTimes = (amount: number, quantity: number): number => minorUnitsTimes(amount, quantity, 2);

/** centsTimes for a currency priced to `decimals` places (0 for yen, won, CFA francs: docs/decisions/0119). */
export const minorUnitsTimes = (amount: number, quantity: number, decimals: number): number => {
  const scale = 10 ** decimals;
  const millis = Math.round(quantity * 1000);
  if (Math.abs(quantity * 1000 - millis) > 1e-6 * Math.max(1, Math.abs(millis)))
    return roundScaled(amount * quantity, scale);
  return roundMillisToUnits(Math.round(amount * scale), millis, scale);
};
