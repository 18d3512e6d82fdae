/** The factor the legacy app and the spec use (calculators.md §9). */
export const legacyCentsPerPoundToUsdPerTonne = 22.046;

/** 1 t = 1000 / 0.45359237 lb = 2204.62262 lb, so 1 c/lb = $22.0462262/t (research note §2.1). */
export const exactCentsPerPoundToUsdPerTonne = 22.0462262;

export const centsPerPoundToUsdPerTonne = (centsPerPound: number, factor: number): number =>
  centsPerPound * factor;
