import { describe, expect, it } from 'vitest';
import type { CalculatorReply } from './calculators.schemas.ts';
import { compareScenarios } from './scenario-compare.ts';

type Block = CalculatorReply['costBlocks'][number];
type Freight = NonNullable<CalculatorReply['freight']>;
type Duty = NonNullable<CalculatorReply['duty']>;

const provenance = {
  source: 'test',
  period: null,
  timestamp: null,
  currencyCode: 'USD',
  fxRate: 1,
  fxTimestamp: null,
  fxSource: 'none',
  formula: '',
} as const;

const block = (type: Block['type'], price: number, extra: Partial<Block> = {}): Block => ({
  name: type,
  type,
  displayName: type,
  color: '#000',
  price,
  basePrice: price,
  defaultPrice: price,
  lowPrice: price,
  highPrice: price,
  active: true,
  custom: false,
  includedInSum: true,
  provenance,
  ...extra,
});

const bulk: Freight = {
  containerLane: null,
  mode: 'bulk',
  customMode: false,
  vesselClassId: 'supramax',
  vesselClassName: 'Supramax',
  cargoTonnes: 55_000,
  customCargoTonnes: false,
  voyage: null,
  basis: 'voyage',
  assessment: null,
  source: null,
  verified: false,
  vesselClasses: [],
};

const dutyWith = (label: string): Duty => ({
  appliedId: label,
  reason: '',
  chosen: false,
  yieldFactor: 1,
  options: [
    {
      id: label,
      regime: label === 'MFN' ? 'mfn' : 'inQuota',
      label,
      adValoremRate: 0,
      specificPerTonne: 0,
      currencyCode: 'USD',
      yieldAdjusted: false,
      degreeScale: null,
      verified: false,
      source: '',
      effectiveFrom: '2026-01-01',
    },
  ],
});

type Figures = {
  contract: number;
  premium: number;
  sea: number;
  insurance: number;
  duty: number;
  loading: number;
  land: number;
};
const base: Figures = { contract: 400, premium: 20, sea: 30, insurance: 2, duty: 50, loading: 10, land: 5 };

/** A priced calculator with the given blocks; the subtotals and totals add up as the engine's do. */
const calculator = (
  name: string,
  figures: Partial<Figures> = {},
  extra: Partial<CalculatorReply> = {},
  blockExtra: Partial<Record<Block['type'], Partial<Block>>> = {},
): CalculatorReply => {
  const f = { ...base, ...figures };
  const blocks = [
    block('Contract', f.contract, blockExtra.Contract),
    block('Premium', f.premium, blockExtra.Premium),
    block('SeaFreight', f.sea, blockExtra.SeaFreight),
    block('Insurance', f.insurance, blockExtra.Insurance),
    block('Duty', f.duty, blockExtra.Duty),
    block('Loading', f.loading, blockExtra.Loading),
    block('LandFreight', f.land, blockExtra.LandFreight),
  ];
  const counted = (type: Block['type']) => {
    const found = blocks.find((candidate) => candidate.type === type);
    return found?.includedInSum ? found.price : 0;
  };
  const fob = counted('Contract') + counted('Premium');
  const cfr = fob + counted('SeaFreight');
  const cif = cfr + counted('Insurance');
  const ddp = cif + counted('Duty') + counted('Loading') + counted('LandFreight');
  const tons = extra.tons ?? 1000;
  const subtotal = (subtotalName: 'FOB' | 'CFR' | 'CIF' | 'DDP', price: number) => ({
    name: subtotalName,
    displayName: subtotalName,
    color: '#000',
    price,
    lowPrice: price,
    highPrice: price,
    formula: '',
  });
  return {
    id: name,
    name,
    contractId: 'NewYork11',
    contractName: 'New York #11',
    periodId: 'Mar-27',
    period: { id: 'Mar-27', name: 'Mar-27', displayName: 'Mar 27', concluded: false, lastUpdated: null },
    originRegionId: 'South America',
    originCMPRegionId: null,
    originCountryId: '076',
    originCountryName: 'Brazil',
    originPortId: 'BRSSZ',
    originPortName: 'Santos',
    destinationId: 'd1',
    destination: {
      id: 'd1',
      kind: 'userDefined',
      name: 'Lagos refinery',
      region: 'Africa',
      country: '566',
      countryName: 'Nigeria',
      arrivalPortId: 'NGLOS',
      arrivalPortName: 'Lagos',
    },
    route: {
      fromPortId: 'BRSSZ',
      fromPortName: 'Santos',
      toPortId: 'NGLOS',
      toPortName: 'Lagos',
      routeClass: 'Direct',
    },
    currencyCode: 'USD',
    contractCurrencyCode: 'USD',
    contractPrice: f.contract,
    flatPrice: f.contract,
    price: ddp,
    lowPrice: ddp,
    highPrice: ddp,
    tons,
    total: ddp * tons,
    lowTotal: ddp * tons,
    highTotal: ddp * tons,
    tonsPerContainer: 25,
    customTonsPerContainer: false,
    distanceInKM: 6_400,
    distanceInNM: 3_469,
    travelTimeInMS: null,
    creationTimestamp: 0,
    lastForexUpdated: null,
    seaFreightCost: 0,
    customSeaFreightContainerCost: false,
    seaFreightPerTonPrice: f.sea,
    costBlocks: blocks,
    subtotals: [subtotal('FOB', fob), subtotal('CFR', cfr), subtotal('CIF', cif), subtotal('DDP', ddp)],
    pricingError: null,
    activeDuty: true,
    activeInsurance: true,
    activeLandFreight: true,
    activeLoading: true,
    activePremium: true,
    activeSeaFreight: true,
    customDuty: false,
    customInsurance: false,
    customLandFreight: false,
    customLoading: false,
    customPremium: false,
    customSeaFreight: false,
    customDutyCost: null,
    customInsuranceCost: null,
    customLandFreightCost: null,
    customLoadingCost: null,
    customPremiumCost: null,
    customSeaFreightCost: null,
    customForex: false,
    customForexCost: null,
    customQuota: false,
    customQuotaCost: null,
    customQuotaCurrencyCode: null,
    dutyCurrencyCode: 'USD',
    destinationPremium: null,
    duty: dutyWith('MFN'),
    priceComplete: true,
    incompleteReason: null,
    importTaxes: null,
    dutyRegime: null,
    freight: bulk,
    seaRoute: null,
    seaRoutes: null,
    rollingPeriod: null,
    finance: null,
    polarisation: null,
    coordinates: { origin: null, destination: null },
    previousCoordinates: null,
    ...extra,
  };
};

const rowOf = (comparison: ReturnType<typeof compareScenarios>, key: string) => {
  const row = comparison.rows.find((candidate) => candidate.key === key);
  if (row === undefined) throw new Error(`no row ${key}`);
  return row;
};

describe('compareScenarios', () => {
  it('identical calculators differ nowhere', () => {
    const comparison = compareScenarios([calculator('A'), calculator('B')]);
    expect(comparison.rows.every((row) => row.reasons.every((reason) => reason === null))).toBe(true);
    expect(rowOf(comparison, 'DDP').values).toEqual([517, 517]);
    expect(comparison.rows.map((row) => row.key)).not.toContain('Finance');
  });

  it.each([
    [
      'duty regime',
      calculator('B', { duty: 0 }, { duty: dutyWith('In-quota') }),
      'Duty',
      'duty: MFN vs In-quota',
      -50,
    ],
    [
      'unknown duty (issue 45)',
      calculator(
        'B',
        { duty: 0 },
        {
          duty: { ...dutyWith('none'), appliedId: null, reason: 'Duty not known for Japan', options: [] },
          priceComplete: false,
          incompleteReason: 'Duty not known for Japan: the DDP excludes duty',
        },
      ),
      'Duty',
      'duty: MFN vs Duty not known for Japan',
      -50,
    ],
    [
      'freight mode',
      calculator('B', { sea: 80 }, { freight: { ...bulk, mode: 'container', vesselClassName: null } }),
      'SeaFreight',
      'freight: bulk (Supramax) vs containers',
      50,
    ],
    [
      'vessel class',
      calculator('B', { sea: 41 }, { freight: { ...bulk, vesselClassName: 'Handysize' } }),
      'SeaFreight',
      'freight: bulk (Supramax) vs bulk (Handysize)',
      11,
    ],
    [
      'lane assessment',
      calculator('B', { sea: 31.25 }, { freight: { ...bulk, basis: 'assessment' } }),
      'SeaFreight',
      'freight basis: voyage model vs lane assessment',
      1.25,
    ],
    [
      'destination charges',
      calculator(
        'B',
        { loading: 22 },
        { destination: { ...calculator('A').destination, name: 'Tema plant' } },
      ),
      'Loading',
      'destination: Lagos refinery vs Tema plant',
      12,
    ],
    [
      'custom premium',
      calculator('B', { premium: 35 }, {}, { Premium: { custom: true } }),
      'Premium',
      "premium: PSC's figure vs your figure",
      15,
    ],
    [
      'switched-off land freight',
      calculator('B', {}, {}, { LandFreight: { active: false, includedInSum: false } }),
      'LandFreight',
      "land freight: PSC's figure vs switched off",
      -5,
    ],
    [
      'polarisation',
      calculator(
        'B',
        { contract: 416.8 },
        {
          polarisation: {
            degrees: 99.3,
            custom: false,
            gradeId: 'vhp',
            gradeName: 'VHP',
            rate: 0.042,
            method: 'normalisation',
            price: 16.8,
            lowPrice: 16.8,
            highPrice: 16.8,
            source: '',
            verified: false,
          },
        },
      ),
      'Contract',
      'polarisation: none vs 99.3°',
      16.8,
    ],
  ])('%s: explains the block and the subtotals', (_label, other, key, reason, difference) => {
    const comparison = compareScenarios([calculator('A'), other]);
    const row = rowOf(comparison, key);
    expect(row.reasons).toEqual([null, reason]);
    expect(row.differences[1]).toBeCloseTo(difference, 9);
    expect(rowOf(comparison, 'DDP').reasons[1]).toBe('the sum of the blocks above');
    expect(rowOf(comparison, 'DDP').differences[1]).toBeCloseTo(difference, 9);
  });

  it('follows a freight change into the insurance on CFR and the destination charges of boxes', () => {
    const boxes = calculator(
      'B',
      { sea: 80, insurance: 2.2, loading: 13.5 },
      { freight: { ...bulk, mode: 'container', vesselClassName: null } },
    );
    const comparison = compareScenarios([calculator('A'), boxes]);
    expect(rowOf(comparison, 'Insurance').reasons[1]).toBe('insured value (CFR): 450.00 vs 500.00');
    expect(rowOf(comparison, 'Loading').reasons[1]).toBe('freight: bulk (Supramax) vs containers');
  });

  it('tells a different origin on the premium, and a different cargo on the total', () => {
    const other = calculator('B', { premium: 28 }, { originPortName: 'Maceió', tons: 2000 });
    const comparison = compareScenarios([calculator('A'), other]);
    expect(rowOf(comparison, 'Premium').reasons[1]).toBe('origin: Santos vs Maceió');
    expect(rowOf(comparison, 'Total').reasons[1]).toBe('cargo: 1,000 t vs 2,000 t');
    expect(rowOf(comparison, 'Total').values).toEqual([517_000, 1_050_000]);
  });

  it('compares four, each against the first; a currency no published rate links shows no difference', () => {
    const comparison = compareScenarios([
      calculator('A'),
      calculator('B'),
      calculator('C', { duty: 0 }, { duty: dutyWith('In-quota') }),
      calculator('D', { contract: 370 }, { currencyCode: 'EUR' }),
    ]);
    expect(comparison.mixedCurrencies).toBe(true);
    expect(comparison.conversions).toEqual([null, null, null, 'no rate']);
    expect(rowOf(comparison, 'Duty').reasons).toEqual([null, null, 'duty: MFN vs In-quota', null]);
    expect(rowOf(comparison, 'Contract').differences[3]).toBeNull();
    expect(rowOf(comparison, 'Contract').reasons[3]).toBeNull();
  });

  /** The same cargo priced in SAR at 3.75 SAR per USD (every block converted at the publication of 29 Nov). */
  const inRiyals = (name: string, extra: Partial<Figures> = {}) => {
    const published = {
      ...provenance,
      fxRate: 3.75,
      fxTimestamp: 1_795_910_400_000,
      fxSource: 'published' as const,
    };
    const figures = Object.fromEntries(
      Object.entries({ ...base, ...extra }).map(([key, value]) => [key, Math.round(value * 375) / 100]),
    ) as Figures;
    const types = [
      'Contract',
      'Premium',
      'SeaFreight',
      'Insurance',
      'Duty',
      'Loading',
      'LandFreight',
    ] as const;
    return calculator(
      name,
      figures,
      { currencyCode: 'SAR', contractCurrencyCode: 'USD' },
      Object.fromEntries(types.map((type) => [type, { provenance: published }])),
    );
  };

  it('converts a calculator in another currency to the baseline’s at the published rate it was priced with', () => {
    // 438.15 USD against 2,149.15 SAR was '+1,711.00 SAR' (issue 48 item 3): the same cargo is no difference.
    const same = compareScenarios([calculator('A'), inRiyals('B')]);
    expect(same.conversions[1]).toEqual({
      from: 'SAR',
      to: 'USD',
      rate: 1 / 3.75,
      publishedAt: 1_795_910_400_000,
    });
    expect(same.rows.every((row) => row.reasons.every((reason) => reason === null))).toBe(true);
    expect(Math.abs(rowOf(same, 'DDP').differences[1]!)).toBeLessThan(0.01);
    expect(rowOf(same, 'DDP').values[1]).toBeCloseTo(517 * 3.75, 1);

    // 10 USD more freight, shown in riyals on the card: +10 USD against the baseline.
    const dearer = compareScenarios([calculator('A'), inRiyals('B', { sea: base.sea + 10 })]);
    expect(rowOf(dearer, 'SeaFreight').differences[1]).toBeCloseTo(10, 2);
    expect(rowOf(dearer, 'SeaFreight').reasons[1]).toBe('published prices, rates or distances differ');
    expect(rowOf(dearer, 'Total').differences[1]).toBeCloseTo(10_000, -1);

    // Baseline in riyals: the dollar calculator is converted the other way.
    const reversed = compareScenarios([inRiyals('A'), calculator('B', { sea: base.sea + 10 })]);
    expect(reversed.conversions[1]).toMatchObject({ from: 'USD', to: 'SAR', rate: 3.75 });
    expect(rowOf(reversed, 'SeaFreight').differences[1]).toBeCloseTo(37.5, 1);
  });

  it('never converts at a user’s fixed rate', () => {
    const fixed = { ...provenance, fxRate: 4, fxTimestamp: null, fxSource: 'custom' as const };
    const comparison = compareScenarios([
      calculator('A'),
      calculator('B', {}, { currencyCode: 'SAR' }, { Contract: { provenance: fixed } }),
    ]);
    expect(comparison.conversions[1]).toBe('no rate');
    expect(rowOf(comparison, 'DDP').differences[1]).toBeNull();
  });

  it('a calculator that cannot be priced has no figures and no reasons', () => {
    const comparison = compareScenarios([calculator('A'), calculator('B', {}, { pricingError: 'No price' })]);
    expect(rowOf(comparison, 'DDP').values).toEqual([517, null]);
    expect(rowOf(comparison, 'DDP').reasons).toEqual([null, null]);
  });
});
