import { describe, expect, it } from 'vitest';
import countriesJson from '../../../../reference-data/countries.json' with { type: 'json' };
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import { countriesFileSchema, dutyRulesFileSchema } from '../market-data/reference-data.schemas.ts';
import fc from 'fast-check';
import { decideDuty, degreeScaleFactor, specificDutyFactor, yieldFactor } from './duty-decision.ts';

const file = dutyRulesFileSchema.parse(dutyRulesJson);
const names = new Map(
  countriesFileSchema.parse(countriesJson).countries.map((country) => [country.id, country.name]),
);
const decide = (
  destination: string,
  origin: string | null,
  product: 'white' | 'raw',
  choice: string | null = null,
  onDate = '2026-11-25',
) =>
  decideDuty({
    rules: file.rules,
    customsUnions: file.customsUnions,
    destinationCountryId: destination,
    originCountryId: origin,
    product,
    onDate,
    choice,
    countryName: (id) => names.get(id) ?? id,
  });

describe('decideDuty on the reference data', () => {
  it.each([
    // destination, origin, product, applied id, regime, ad valorem, specific, currency
    ['528', '276', 'white', 'EU', 'customsUnion', 0, 0, 'USD'], // German cash-market sugar into Rotterdam
    ['276', '250', 'white', 'EU', 'customsUnion', 0, 0, 'USD'], // London #5 from Le Havre into Hamburg
    ['276', '276', 'white', 'EU', 'customsUnion', 0, 0, 'USD'],
    ['826', '250', 'white', 'GB-EU-TCA-duty-free', 'preference', 0, 0, 'GBP'], // EU-UK TCA, not the customs union
    ['826', '826', 'white', 'domestic', 'domestic', 0, 0, 'USD'], // UK cash-market sugar delivered in London
    ['528', '826', 'white', 'EU-UK-TCA-duty-free', 'preference', 0, 0, 'EUR'],
    ['826', '076', 'white', 'GB-white-MFN', 'mfn', 0, 350, 'GBP'],
    ['826', '076', 'raw', 'GB-raw-MFN', 'mfn', 0, 280, 'GBP'],
    ['826', '508', 'raw', 'GB-DCTS-EPA-duty-free', 'preference', 0, 0, 'GBP'],
    ['360', '764', 'raw', 'ID-raw-ATIGA-Thailand', 'preference', 0.05, 0, 'USD'],
    ['360', '036', 'raw', 'ID-raw-AANZFTA-Australia', 'preference', 0.05, 0, 'USD'],
    ['360', '076', 'raw', 'ID-raw-for-refining', 'mfn', 0, 550000, 'IDR'],
    ['360', '764', 'white', 'ID-white', 'mfn', 0, 790000, 'IDR'],
    ['528', '076', 'raw', 'EU-raw-MFN', 'mfn', 0, 339, 'EUR'],
    ['528', '508', 'raw', 'EU-EBA-EPA-duty-free', 'preference', 0, 0, 'EUR'],
    ['156', '076', 'raw', 'CN-out-of-quota', 'outOfQuota', 0.5, 0, 'USD'],
    ['840', '076', 'raw', 'US-raw-over-quota', 'outOfQuota', 0, 338.7, 'USD'],
    ['682', '784', 'white', 'GCC', 'customsUnion', 0, 0, 'USD'],
    ['682', '076', 'white', 'GCC-sugar', 'mfn', 0.05, 0, 'USD'],
    ['404', '800', 'white', 'EAC', 'customsUnion', 0, 0, 'USD'],
    ['710', '748', 'raw', 'SACU', 'customsUnion', 0, 0, 'USD'],
    ['643', '112', 'white', 'EAEU', 'customsUnion', 0, 0, 'USD'],
  ] as const)(
    '%s from %s (%s): %s',
    (destination, origin, product, id, regime, adValorem, specific, currency) => {
      const decision = decide(destination, origin, product);
      expect(decision.applied).toMatchObject({
        id,
        regime,
        adValoremRate: adValorem,
        specificPerTonne: specific,
        currencyCode: currency,
      });
      expect(decision.chosen).toBe(false);
    },
  );

  it('names the union and both countries when no duty is due inside it', () => {
    const decision = decide('528', '276', 'white');
    expect(decision.reason).toBe(
      'Germany and Netherlands are both in the EU customs union: sugar in free circulation pays no import duty',
    );
    expect(decision.options).toHaveLength(1);
  });

  it('says which preference applied and why, and lists the general rate beside it', () => {
    const decision = decide('360', '764', 'raw');
    expect(decision.reason).toBe('ATIGA preference 5 % (Thailand): Thailand origin qualifies');
    expect(decision.options.map((option) => option.id)).toEqual([
      'ID-raw-ATIGA-Thailand',
      'ID-raw-for-refining',
    ]);
  });

  it('lists in-quota and out-of-quota side by side and applies the in-quota rate only when the user picks it', () => {
    const automatic = decide('156', '076', 'raw');
    expect(automatic.options.map((option) => [option.id, option.regime])).toEqual([
      ['CN-out-of-quota', 'outOfQuota'],
      ['CN-in-quota', 'inQuota'],
    ]);
    expect(automatic.reason).toContain('pick the in-quota rate if you hold a licence');
    const picked = decide('156', '076', 'raw', 'CN-in-quota');
    expect(picked.applied).toMatchObject({ id: 'CN-in-quota', adValoremRate: 0.15 });
    expect(picked.chosen).toBe(true);
    expect(picked.reason).toBe('China in-quota 15 % (TRQ 1.945 Mt): chosen on the calculator');
  });

  it('gives an origin its own quota before the erga-omnes one (India, CXL 09.4321)', () => {
    const options = decide('276', '356', 'raw').options;
    expect(options.map((option) => option.id)).toEqual(['EU-raw-MFN', 'EU-raw-CXL-quota-India']);
    expect(decide('276', '076', 'raw').options.map((option) => option.id)).toEqual([
      'EU-raw-MFN',
      'EU-raw-CXL-quota',
    ]);
  });

  it('falls back to the automatic choice when the picked option no longer applies', () => {
    const decision = decide('528', '076', 'raw', 'CN-in-quota');
    expect(decision.applied?.id).toBe('EU-raw-MFN');
    expect(decision.chosen).toBe(false);
  });

  it('says "Duty not known for <country>", and why, where no rule is known', () => {
    expect(decide('032', '076', 'white')).toMatchObject({
      applied: null,
      reason: 'Duty not known for Argentina (Mercosur leaves sugar out of its internal free trade)',
    });
    expect(decide('392', '076', 'white').reason).toBe('Duty not known for Japan');
  });

  it('applies a union only while it is in force (ECOWAS after Burkina Faso, Mali and Niger left)', () => {
    expect(decide('566', '288', 'white').applied?.id).toBe('ECOWAS');
    // Before it was in force Nigeria's own tariff applied to Ghanaian sugar.
    expect(decide('566', '288', 'white', null, '2024-12-31').applied?.id).toBe('NG-white');
  });

  it('marks yield-adjusted rows for EU and UK raws only', () => {
    const adjusted = file.rules.filter((rule) => rule.yieldAdjusted).map((rule) => rule.id);
    expect(adjusted.sort()).toEqual([
      'EU-raw-CXL-quota',
      'EU-raw-CXL-quota-India',
      'EU-raw-MFN',
      'GB-raw-MFN',
    ]);
  });
});

describe('yieldFactor', () => {
  it.each([
    [96, 1],
    [99.3, 98.6 / 92],
    [96.75, 93.5 / 92],
  ])('pol %s° gives %s', (pol, factor) => {
    expect(yieldFactor(pol)).toBeCloseTo(factor, 12);
  });

  it('matches HMRC CAPI19200 (£2,500 × 93.5 / 92 = £2,540.76) and the EU VHP example (€339 → €363.32)', () => {
    expect(Math.round(2500 * yieldFactor(96.75) * 100) / 100).toBe(2540.76);
    expect(Math.round(339 * yieldFactor(99.3) * 100) / 100).toBe(363.32);
  });
});

describe('issue 45 duty fixes', () => {
  it('charges no import duty on sugar sold in its own country, and says so', () => {
    const decision = decide('826', '826', 'white');
    expect(decision.applied).toMatchObject({ id: 'domestic', regime: 'domestic', specificPerTonne: 0 });
    expect(decision.reason).toBe(
      'United Kingdom is the origin: sugar sold in its own country is not imported and pays no import duty',
    );
    expect(decision.options).toHaveLength(1);
    // A country with a rule row but no customs union covering it (Indonesia) likewise.
    expect(decide('360', '360', 'raw').applied?.id).toBe('domestic');
  });

  it('lets EU-origin sugar into the UK and UK-origin sugar into the EU at 0 % (TCA), raws and whites', () => {
    expect(decide('826', '056', 'raw').applied).toMatchObject({
      id: 'GB-EU-TCA-duty-free',
      regime: 'preference',
    });
    expect(decide('826', '056', 'white').reason).toBe('EU-UK TCA preference 0 %: Belgium origin qualifies');
    expect(decide('276', '826', 'raw').applied?.id).toBe('EU-UK-TCA-duty-free');
    // A third country still pays the UK Global Tariff.
    expect(decide('826', '076', 'white').applied?.id).toBe('GB-white-MFN');
  });

  it("offers South Africa's EPA quotas into the EU (150,000 t) and the UK (71,365 t) as pickable regimes", () => {
    const eu = decide('528', '710', 'raw');
    expect(eu.applied?.id).toBe('EU-raw-MFN');
    expect(eu.options.map((option) => option.id)).toEqual(['EU-raw-MFN', 'EU-SADC-EPA-quota-South-Africa']);
    expect(decide('528', '710', 'raw', 'EU-SADC-EPA-quota-South-Africa').applied).toMatchObject({
      regime: 'inQuota',
      specificPerTonne: 0,
      adValoremRate: 0,
    });
    expect(decide('528', '710', 'white').options.map((option) => option.id)).toEqual([
      'EU-white-MFN',
      'EU-SADC-EPA-quota-South-Africa',
    ]);
    const uk = decide('826', '710', 'raw', 'GB-SACUM-EPA-quota-South-Africa');
    expect(uk.applied).toMatchObject({ id: 'GB-SACUM-EPA-quota-South-Africa', specificPerTonne: 0 });
    expect(uk.chosen).toBe(true);
    // Brazil has no EPA: the quota is not offered.
    expect(decide('528', '076', 'raw').options.map((option) => option.id)).not.toContain(
      'EU-SADC-EPA-quota-South-Africa',
    );
  });

  it('reduces the US in-quota raw duty per degree under 100° (HTS 1701.14.10)', () => {
    const inQuota = decide('840', '076', 'raw', 'US-raw-in-quota').applied;
    expect(inQuota?.degreeScale).toEqual({ lessPerDegreeUnder100: 0.20668, minimumPerTonne: 9.43854 });
    const perTonne = (pol: number) =>
      Math.round((inQuota?.specificPerTonne ?? 0) * specificDutyFactor(inQuota!, pol) * 100) / 100;
    expect(perTonne(99.2)).toBe(14.44); // 14.606 − 0.20668 × 0.8 = 14.4407
    expect(perTonne(100)).toBe(14.61);
    expect(perTonne(96)).toBe(13.78); // 14.606 − 0.82672
    expect(perTonne(60)).toBe(9.44); // the floor of 0.943854 ¢/kg
    // Whites, and the over-quota rate, do not move with the degrees.
    const overQuota = decide('840', '076', 'raw').applied;
    expect(specificDutyFactor(overQuota!, 99.2)).toBe(1);
    expect(specificDutyFactor(inQuota!, null)).toBe(1);
  });

  it('property: the per-degree duty never rises as the polarisation falls and never goes below the floor', () => {
    const scale = { lessPerDegreeUnder100: 0.20668, minimumPerTonne: 9.43854 };
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (pol, drop) => {
          const high = 14.606 * degreeScaleFactor(scale, 14.606, pol);
          const low = 14.606 * degreeScaleFactor(scale, 14.606, pol - drop);
          return low <= high + 1e-12 && low >= 9.43854 - 1e-12 && high <= 14.606 + 1e-12;
        },
      ),
    );
  });
});
