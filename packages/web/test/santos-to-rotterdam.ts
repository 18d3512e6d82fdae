import type { CalculatorRequest } from '@psc/core/calculators/calculators.schemas';
import { getContractPeriods } from '#api/get-contract-periods.ts';

/** The component tests' usual calculator: raws from Santos to Rotterdam on New York #11's first live period, in USD. */
export const santosToRotterdam = async (): Promise<CalculatorRequest> => {
  const live = (await getContractPeriods('NewYork11')).find((period) => !period.concluded);
  if (live === undefined) throw new Error('The demo data has no live New York #11 period');
  return {
    contractId: 'NewYork11',
    periodId: live.id,
    originRegionId: 'South America',
    originCountryId: '076',
    originPortId: 'BRSSZ',
    destinationId: 'NLRTM',
    currencyCode: 'USD',
  };
};
