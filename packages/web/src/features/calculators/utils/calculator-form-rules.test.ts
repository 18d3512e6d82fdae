import { describe, expect, it } from 'vitest';
import {
  applyBasisChange,
  applyCountryChange,
  applyRegionChange,
  emptyCalculatorForm,
  missingMandatoryFields,
} from './calculator-form-rules.ts';

const filled = {
  ...emptyCalculatorForm,
  name: 'A',
  contractId: 'London5' as const,
  periodId: 'Mar-27',
  originRegionId: 'Asia',
  originCountryId: '356',
  originPortId: 'INNSA',
  destinationId: 'USNYC',
};

describe('calculator form rules (calculators.md §4, §5)', () => {
  it('CashMarketPrice: region Europe, group, country and origin cleared, period CMPFY, destination cleared', () => {
    expect(applyBasisChange(filled, 'CashMarketPrice')).toMatchObject({
      originRegionId: 'Europe',
      originCMPRegionId: '',
      originCountryId: '',
      originPortId: '',
      periodId: 'CMPFY',
      destinationId: '',
    });
  });

  it("Brazil: South America, Brazil '076', Santos 'BRSSZ', period left for the first listed one", () => {
    expect(applyBasisChange(filled, 'BrazilSPRP')).toMatchObject({
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      periodId: '',
    });
  });

  it('any other basis clears region, country, origin and period', () => {
    expect(applyBasisChange(filled, 'NewYork11')).toMatchObject({
      originRegionId: '',
      originCountryId: '',
      originPortId: '',
      periodId: '',
      destinationId: 'USNYC',
    });
  });

  it('a new region clears country and port; a new country clears the port', () => {
    expect(applyRegionChange(filled, 'Africa')).toMatchObject({
      originRegionId: 'Africa',
      originCountryId: '',
      originPortId: '',
    });
    expect(applyCountryChange(filled, '764')).toMatchObject({ originCountryId: '764', originPortId: '' });
  });

  it("lists the missing mandatory fields as '<names> fields are mandatory'", () => {
    expect(missingMandatoryFields(emptyCalculatorForm)).toEqual({
      fields: ['name', 'contractId', 'periodId', 'originRegionId', 'destinationId'],
      message: 'Name, Basis, Contract, Region, Destination fields are mandatory',
    });
    expect(missingMandatoryFields(filled)).toBeNull();
    // For the cash market the region group is the region the user picks.
    const cash = applyBasisChange({ ...filled }, 'CashMarketPrice');
    expect(missingMandatoryFields({ ...cash, destinationId: 'x' })).toEqual({
      fields: ['originCMPRegionId'],
      message: 'Region fields are mandatory',
    });
    expect(missingMandatoryFields({ ...cash, destinationId: 'x', originCMPRegionId: 'UK' })).toBeNull();
  });
});
