import { describe, expect, it, vi } from 'vitest';
import {
  applyBasisChange,
  applyCountryChange,
  applyRegionChange,
  emptyCalculatorForm,
  missingMandatoryFields,
  rollDaysProblem,
  withFollowedPeriod,
} from './calculator-form-rules.ts';
import { registerCatalogue } from '#lib/i18n/catalogue-store.ts';
import { applyLocale, messagesReady, wantAppMessages } from '#lib/i18n/locale-state.ts';
import englishAppMessages from '#lib/i18n/catalogues/en/app.json';
import englishScreenMessages from '#lib/i18n/catalogues/en/screens.json';

// The form's messages: the signed-in app's, which its frame registers (layouts/signed-in-frame.tsx), and the
// screens part, which the form's module asks for as it loads (decision 0138).
registerCatalogue('en', 'app', englishAppMessages);
registerCatalogue('en', 'screens', englishScreenMessages);

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

describe('Follow on the form (issue 48 item 8)', () => {
  const following = { ...emptyCalculatorForm, contractId: 'NewYork11' as const, follow: '2' as const };

  it('fills the Contract with the followed period: Follow replaces it', () => {
    expect(withFollowedPeriod(following, ['Mar-27', 'May-27', 'Jul-27']).periodId).toBe('May-27');
    expect(withFollowedPeriod({ ...following, follow: '' }, ['Mar-27']).periodId).toBe('');
  });

  it.each([
    ['0', null],
    ['5', null],
    [' 20 ', null],
    ['25', 'Roll days must be a whole number of business days from 0 to 20'],
    ['2.5', 'Roll days must be a whole number of business days from 0 to 20'],
    ['', 'Roll days must be a whole number of business days from 0 to 20'],
    ['-1', 'Roll days must be a whole number of business days from 0 to 20'],
  ])('roll days %j: %s', (rollDays, problem) => {
    expect(rollDaysProblem({ ...following, rollDays })).toBe(problem);
    expect(rollDaysProblem({ ...following, follow: '', rollDays })).toBeNull();
  });
});

describe('the form in the reader language (issue 49)', () => {
  it('names the missing fields and the roll days problem in Portuguese, then in English again', async () => {
    // No document in this project: applyLocale sets the page's lang, so a stand-in takes it, for this test only.
    // Files share a worker (isolate: false): a stand-in left behind made MUI read it as a page at import.
    vi.stubGlobal('document', { documentElement: {} });
    await wantAppMessages();
    await messagesReady('pt-BR', 'screens');
    await applyLocale('pt-BR');
    try {
      expect(missingMandatoryFields(emptyCalculatorForm)?.message).toBe(
        'Os campos Nome, Base, Contrato, Região, Destino são obrigatórios',
      );
      expect(rollDaysProblem({ ...emptyCalculatorForm, follow: '1', rollDays: '25' })).toBe(
        'Os dias de rolagem devem ser um número inteiro de dias úteis de 0 a 20',
      );
    } finally {
      await applyLocale('en');
      vi.unstubAllGlobals();
    }
    expect(missingMandatoryFields(emptyCalculatorForm)?.message).toBe(
      'Name, Basis, Contract, Region, Destination fields are mandatory',
    );
  });
});
