import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import polarisationJson from '../../../../reference-data/polarisation.json' with { type: 'json' };
import { polarisationFileSchema } from '../market-data/reference-data.schemas.ts';
import { polarisationTerms, scaleRate } from './polarisation.ts';

const file = polarisationFileSchema.parse(polarisationJson);

describe('the No. 11 polarisation scale', () => {
  it.each([
    [96, 0],
    [96.5, 0.0075],
    [97, 0.015],
    [98, 0.0275],
    [99.2, 0.0395],
    [100, 0.0475],
    [95.5, -0.008],
    [95, -0.016],
    [94, -0.036],
  ])('%s° gives %s', (degrees, rate) => {
    expect(scaleRate(file, degrees)).toBeCloseTo(rate, 10);
  });

  it('never pays less for more sucrose', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 94, max: 100, noNaN: true }),
        fc.double({ min: 94, max: 100, noNaN: true }),
        (a, b) => {
          const [lower, higher] = a <= b ? [a, b] : [b, a];
          expect(scaleRate(file, lower)).toBeLessThanOrEqual(scaleRate(file, higher) + 1e-9);
        },
      ),
    );
  });
});

describe('polarisationTerms', () => {
  it.each([
    // origin, user's degrees, grade, degrees, method, rate
    ['076', null, 'VHP', 99.2, 'normalisation', 0.042],
    ['076', 99.3, 'VHP', 99.3, 'normalisation', 0.042],
    ['076', 98, 'VHP', 98, 'scale', 0.0275],
    ['764', null, 'HiPol', 98.5, 'scale', 0.0325],
    ['036', null, 'AUHighPol', 98.9, 'scale', 0.0365],
    ['356', null, 'Raw96', 96, 'basis', 0],
    [null, 97, 'Raw96', 97, 'scale', 0.015],
  ] as const)('origin %s at %s°: %s', (origin, custom, gradeId, degrees, method, rate) => {
    const terms = polarisationTerms(file, origin, custom);
    expect(terms).toMatchObject({ gradeId, degrees, method, custom: custom !== null });
    expect(terms?.rate).toBeCloseTo(rate, 10);
  });

  it('marks the unverified VHP normalisation', () => {
    expect(polarisationTerms(file, '076', null)?.verified).toBe(false);
    expect(polarisationTerms(file, '356', null)?.verified).toBe(true);
  });
});
