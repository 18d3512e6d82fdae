export const metresPerNauticalMile = 1852;

export const kilometresToNauticalMiles = (kilometres: number): number =>
  (kilometres * 1000) / metresPerNauticalMile;

export const nauticalMilesToKilometres = (nauticalMiles: number): number =>
  (nauticalMiles * metresPerNauticalMile) / 1000;

export interface TransitTime {
  readonly milliseconds: number;
  readonly totalHours: number;
  /** Whole days and the remaining hours (rounded to the hour), for 'n days m hours' labels. */
  readonly days: number;
  readonly hours: number;
}

const hourMs = 3_600_000;

/** Time at sea at a steady speed (knots = nautical miles per hour) plus days spent in port. */
export const transitTime = (nauticalMiles: number, speedKnots: number, portDays: number): TransitTime => {
  if (!(speedKnots > 0)) throw new RangeError('speedKnots must be above 0');
  const totalHours = nauticalMiles / speedKnots + portDays * 24;
  const roundedHours = Math.round(totalHours);
  return {
    milliseconds: Math.round(totalHours * hourMs),
    totalHours,
    days: Math.floor(roundedHours / 24),
    hours: roundedHours % 24,
  };
};
