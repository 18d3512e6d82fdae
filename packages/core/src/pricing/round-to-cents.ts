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
