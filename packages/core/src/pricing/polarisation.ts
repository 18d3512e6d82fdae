import type { PolarisationFile, PolarisationGrade } from '../market-data/reference-data.schemas.ts';

/** How a raw cargo's polarisation moves its price against the 96° basis, as the card and the exports show it. */
export interface PolarisationTerms {
  /** Degrees of the cargo: the user's figure, else its grade's. */
  readonly degrees: number;
  /** The user typed the degrees (customPolarisation); false = the grade's default. */
  readonly custom: boolean;
  readonly gradeId: string;
  readonly gradeName: string;
  /** Share of the basis price, signed (0.042 = +4.20 %). */
  readonly rate: number;
  /** 'normalisation': the grade's operator-set premium; 'scale': the No. 11 scale per degree; 'basis': 96° exactly. */
  readonly method: 'normalisation' | 'scale' | 'basis';
  readonly source: string;
  readonly effectiveFrom: string;
  readonly verified: boolean;
}

/** The origin's grade, else the grade for every other origin (originCountryIds null). */
export const gradeForOrigin = (
  file: PolarisationFile,
  originCountryId: string | null,
): PolarisationGrade | null =>
  file.grades.find(
    (grade) =>
      originCountryId !== null &&
      grade.originCountryIds !== null &&
      grade.originCountryIds.includes(originCountryId),
  ) ??
  file.grades.find((grade) => grade.originCountryIds === null) ??
  null;

/**
 * The scale's premium for `degrees`: each step adds its rate per degree for the part of [basis, degrees] (or
 * [degrees, basis] below the basis) it covers, pro rata.
 */
export const scaleRate = (file: PolarisationFile, degrees: number): number => {
  const basis = file.basisDegrees;
  const from = Math.min(basis, degrees);
  const to = Math.max(basis, degrees);
  let rate = 0;
  for (const step of file.scale.steps) {
    const covered = Math.min(to, step.toDegrees) - Math.max(from, step.fromDegrees);
    if (covered > 0) rate += covered * step.ratePerDegree;
  }
  // A premium per degree above the basis, a discount below it: the steps below carry negative rates already.
  return Math.round(rate * 1e8) / 1e8;
};

/**
 * Terms for a raw cargo of `originCountryId` at the user's `customDegrees` (null = the grade's). A grade's
 * normalisation applies inside its band of degrees; elsewhere the scale does (docs/decisions/0032).
 */
export const polarisationTerms = (
  file: PolarisationFile,
  originCountryId: string | null,
  customDegrees: number | null,
): PolarisationTerms | null => {
  const grade = gradeForOrigin(file, originCountryId);
  if (grade === null) return null;
  const degrees = customDegrees ?? grade.polarisation;
  const band = grade.normalisation;
  if (band !== null && degrees >= band.minDegrees && degrees <= band.maxDegrees)
    return {
      degrees,
      custom: customDegrees !== null,
      gradeId: grade.id,
      gradeName: grade.name,
      rate: band.rate,
      method: 'normalisation',
      source: grade.source,
      effectiveFrom: grade.effectiveFrom,
      verified: grade.verified ?? true,
    };
  const atBasis = degrees === file.basisDegrees;
  return {
    degrees,
    custom: customDegrees !== null,
    gradeId: grade.id,
    gradeName: grade.name,
    rate: atBasis ? 0 : scaleRate(file, degrees),
    method: atBasis ? 'basis' : 'scale',
    source: atBasis ? grade.source : file.scale.source,
    effectiveFrom: atBasis ? grade.effectiveFrom : file.scale.effectiveFrom,
    verified: atBasis ? (grade.verified ?? true) : (file.scale.verified ?? true),
  };
};
