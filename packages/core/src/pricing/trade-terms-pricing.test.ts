import { describe, expect, it } from 'vitest';
import { findSeaDistance, findSeaFreightCost } from '../market-data/rule-lookups.ts';
import { bulkVoyageCost } from './bulk-voyage.ts';
import { dutyOptionsOf, dutyRuleOf, price } from './price-stored-calculator.ts';
import {
  block,
  cashMarket,
  contextOf,
  reference,
  stored,
  userDestination,
} from './stored-calculator.test-support.ts';
import type { StoredCalculator } from './stored-calculator.ts';

// The trade terms of a stored calculator as the engine prices them (issue 14 items 1-6; decisions 0032-0035):
// duty regimes, polarisation, freight modes, the Finance line and sea routes. The server's tests keep what only
// HTTP shows (amendments stored, refusals, exports, the reply's wording); the figures are checked here.

const cents = (value: number) => Math.round(value * 100) / 100;
const subtotal = (priced: ReturnType<typeof price>, name: string) =>
  priced.priced?.subtotals.find((candidate) => candidate.name === name)?.price ?? Number.NaN;

/** New York #11 Mar-27 raws from Santos to a global destination port, 1,000 t. */
const santosRaws = (port: string, changes: Partial<StoredCalculator> = {}) =>
  stored({ contractId: 'NewYork11', globalDestinationId: port, ...changes });
const basis = cents(20 * 22.046);
const yieldAt = (pol: number) => (2 * pol - 100) / 92;

describe('the duty engine', () => {
  it.each([
    [
      'London #5 from Le Havre into Hamburg: both in the EU customs union, no duty',
      stored({ originCountryId: '250', originPortId: 'FRLEH', currencyCode: 'EUR' }),
      'EU',
      () => 0,
    ],
    [
      'Brazilian raws into Indonesia: the MFN Rp 550/kg',
      santosRaws('IDTPP', { currencyCode: 'IDR', freightMode: 'container' }),
      'ID-raw-for-refining',
      () => 550_000,
    ],
    [
      'Thai raws into Indonesia: the ATIGA 5 % of CIF',
      santosRaws('IDTPP', { currencyCode: 'IDR', originCountryId: '764', originPortId: 'THLCH' }),
      'ID-raw-ATIGA-Thailand',
      (priced: ReturnType<typeof price>) => cents(0.05 * subtotal(priced, 'CIF')),
    ],
    [
      'Brazilian VHP into Rotterdam: the EU MFN €339/t adjusted by the yield of 99.2°',
      santosRaws('NLRTM', { currencyCode: 'EUR' }),
      'EU-raw-MFN',
      () => cents(339 * yieldAt(99.2)),
    ],
    [
      'the same cargo in the CXL quota: €98/t by the same yield',
      santosRaws('NLRTM', { currencyCode: 'EUR', dutyRegime: 'EU-raw-CXL-quota' }),
      'EU-raw-CXL-quota',
      () => cents(98 * yieldAt(99.2)),
    ],
    [
      'the quota at the 96° basis: the yield is 92 %, €98 exactly',
      santosRaws('NLRTM', { currencyCode: 'EUR', dutyRegime: 'EU-raw-CXL-quota', polarisation: 96 }),
      'EU-raw-CXL-quota',
      () => 98,
    ],
    [
      'Brazilian raws into London: the UK Global Tariff £280/t by the yield',
      santosRaws('GBLON', { currencyCode: 'GBP' }),
      'GB-raw-MFN',
      () => cents(280 * yieldAt(99.2)),
    ],
    [
      'the same in the UK autonomous tariff quota: 0 %',
      santosRaws('GBLON', { currencyCode: 'GBP', dutyRegime: 'GB-raw-ATQ' }),
      'GB-raw-ATQ',
      () => 0,
    ],
    ['a destination without a duty rule (Yangon)', santosRaws('MMRGN'), 'none', () => 0],
  ])('%s', (_case, calculator, ruleId, duty) => {
    const context = contextOf();
    const priced = price(context, calculator);
    expect(priced.error).toBeNull();
    expect(dutyRuleOf(context, calculator)?.id).toBe(ruleId);
    expect(block(priced, 'Duty')?.price).toBe(duty(priced));
  });

  it('lists the regimes a calculator can pick, preference first, and none where no rule is known', () => {
    const thai = santosRaws('IDTPP', { currencyCode: 'IDR', originCountryId: '764', originPortId: 'THLCH' });
    expect(dutyOptionsOf(contextOf(), thai).map((option) => option.id)).toEqual([
      'ID-raw-ATIGA-Thailand',
      'ID-raw-for-refining',
    ]);
    expect(
      dutyOptionsOf(contextOf(), santosRaws('NLRTM')).map((option) => [option.id, option.regime]),
    ).toEqual([
      ['EU-raw-MFN', 'mfn'],
      ['EU-raw-CXL-quota', 'inQuota'],
    ]);
    expect(dutyOptionsOf(contextOf(), santosRaws('MMRGN'))).toEqual([]);
    const myanmar = price(contextOf(), santosRaws('MMRGN'));
    expect(block(myanmar, 'Duty')?.provenance.source).toMatch(/^Duty not known for (Myanmar|104)$/);
    // The DDP leaves duty out and says so (issue 45 item 2).
    expect(myanmar.priced?.priceComplete).toBe(false);
  });

  it('charges German cash-market sugar into Rotterdam no duty, ex-works: inland FREIGHT, no insurance, the buyer’s charges', () => {
    const rotterdam = stored({
      ...cashMarket,
      ...userDestination({ destinationArrivalPortId: 'NLRTM', destinationCountryId: '528' }),
      originCountryId: '276',
      currencyCode: 'EUR',
      destinationCost: 10,
      destinationLandFreight: 5,
    });
    const priced = price(contextOf(), rotterdam);
    expect(dutyRuleOf(contextOf(), rotterdam)?.id).toBe('EU');
    expect(block(priced, 'Duty')?.price).toBe(0);
    expect(block(priced, 'SeaFreight')).toMatchObject({ displayName: 'FREIGHT', price: 30 });
    expect(block(priced, 'SeaFreight')?.provenance.formula).toBe('inland freight per tonne × FX');
    expect(block(priced, 'Insurance')?.provenance.source).toContain('no sea insurance');
    expect(block(priced, 'Loading')?.price).toBe(10);
    expect(priced.priced?.price).toBe(cents((block(priced, 'Contract')?.price ?? 0) + 30 + 10 + 5));
    const insured = price(contextOf(), { ...rotterdam, customInsurance: true, customInsuranceCost: 1.5 });
    expect(insured.priced?.price).toBe(cents((priced.priced?.price ?? 0) + 1.5));
  });
});

describe('polarisation of raw sugar', () => {
  it.each([
    ["Santos raws at the origin's grade, Brazil VHP 99.2°: +4.20 %", null, 'normalisation', 0.042],
    ['98° typed by the user: the No. 11 scale, +2.75 %', 98, 'scale', 0.0275],
    ['the 96° basis: no premium', 96, 'basis', 0],
  ])('%s', (_case, degrees, method, rate) => {
    const priced = price(contextOf(), santosRaws('IDTPP', { polarisation: degrees }));
    expect(priced.priced?.polarisation).toMatchObject({ method, rate, price: cents(basis * rate) });
    expect(priced.priced?.contractPrice).toBe(basis);
    expect(block(priced, 'Contract')?.price).toBe(cents(basis + cents(basis * rate)));
  });

  it('prices the low and high paths on their own bases, and has no line on whites', () => {
    const priced = price(contextOf(), santosRaws('IDTPP'));
    expect(priced.priced?.polarisation).toMatchObject({
      lowPrice: cents(cents(19.5 * 22.046) * 0.042),
      highPrice: cents(cents(20.5 * 22.046) * 0.042),
      gradeName: expect.stringContaining('VHP'),
    });
    expect(priced.priced?.polarisation?.source).toContain('S&P Global Platts: Brazil VHP (pol 99.2-99.3°)');
    expect(price(contextOf(), stored()).priced?.polarisation).toBeNull();
  });
});

describe('freight modes', () => {
  const distance = findSeaDistance(reference.seaDistances, 'BRSSZ', 'IDTPP');
  const bulkPerTonne = (vesselId: string, cargoTonnes: number) => {
    const vessel = reference.bulkFreight.vesselClasses.find((entry) => entry.id === vesselId);
    if (!vessel || !distance) throw new Error(vesselId);
    const file = reference.bulkFreight;
    return cents(
      bulkVoyageCost({
        nauticalMiles: distance.nm,
        routeClass: distance.routeClass,
        vessel,
        cargoTonnes,
        file,
      }).perTonneUsd,
    );
  };
  const box =
    distance && findSeaFreightCost(reference.seaFreight, distance.nm, distance.routeClass, '2026-11-22');

  it.each([
    [
      'raws ship in bulk on a Supramax of 55,000 t by default',
      {},
      () => bulkPerTonne('Supramax', 55_000),
      7.5,
    ],
    ['a Handysize of 35,000 t', { vesselClass: 'Handysize' }, () => bulkPerTonne('Handysize', 35_000), 7.5],
    [
      'a Panamax/Kamsarmax of 63,000 t',
      { vesselClass: 'Panamax' },
      () => bulkPerTonne('Panamax', 63_000),
      7.5,
    ],
    [
      'a Handysize part cargo of 20,000 t',
      { vesselClass: 'Handysize', cargoTonnes: 20_000 },
      () => bulkPerTonne('Handysize', 20_000),
      7.5,
    ],
    [
      'containers: the box cost over the tonnes per box, a container terminal invoice',
      { freightMode: 'container' },
      (tonsPerContainer: number) => cents((box?.costPerContainer ?? Number.NaN) / tonsPerContainer),
      11.04,
    ],
  ])('%s', (_case, changes, freight, loading) => {
    const priced = price(contextOf(), santosRaws('IDTPP', changes));
    expect(block(priced, 'SeaFreight')?.price).toBe(freight(priced.priced?.tonsPerContainer ?? Number.NaN));
    expect(block(priced, 'Loading')?.price).toBe(loading);
  });

  it('prices a full Panamax/Kamsarmax cargo below a Supramax one on a long haul (economy of scale)', () => {
    const panamax = price(contextOf(), santosRaws('IDTPP', { vesselClass: 'Panamax' }));
    const supramax = price(contextOf(), santosRaws('IDTPP'));
    expect(panamax.resolution.result.ok && panamax.resolution.result.freight).toMatchObject({
      vesselClassId: 'Panamax',
      vesselClassName: 'Panamax/Kamsarmax',
      cargoTonnes: 63_000,
    });
    expect(block(panamax, 'SeaFreight')?.price).toBeLessThan(block(supramax, 'SeaFreight')?.price ?? 0);
    expect(block(panamax, 'SeaFreight')?.provenance.formula).toMatch(
      /^bulk freight per tonne = \(hire \$16,865\/day/,
    );
  });

  it('says how a bulk figure was made, and lets a custom per-tonne freight win', () => {
    expect(block(price(contextOf(), santosRaws('IDTPP')), 'SeaFreight')?.provenance.formula).toMatch(
      /^bulk freight per tonne = \(hire \$15,000\/day × [\d.]+ days/,
    );
    const custom = price(
      contextOf(),
      santosRaws('IDTPP', { customSeaFreight: true, customSeaFreightCost: 31.5 }),
    );
    expect(block(custom, 'SeaFreight')).toMatchObject({ price: 31.5, custom: true });
  });
});

describe('the Finance line', () => {
  const on = { active: true };

  it('is off by default; on, it adds carry, letter of credit and expected demurrage after CIF', () => {
    const off = price(contextOf(), santosRaws('IDTPP'));
    const priced = price(contextOf(), santosRaws('IDTPP', { financeTerms: on }));
    const finance = priced.priced?.finance;
    if (!finance) throw new Error('no finance');
    expect(off.priced?.finance).toBeNull();
    const cif = subtotal(priced, 'CIF');
    expect(finance.carry).toBe(cents((cif * 0.065 * finance.carryDays) / 365));
    expect(finance.letterOfCredit).toBe(cents(cif * 0.0075));
    // Waiting 2 to 10 days at the Supramax's US$15,000/day over 55,000 t; the price path takes the midpoint.
    expect([finance.demurrageLow, finance.demurrage, finance.demurrageHigh]).toEqual([
      cents((2 * 15000) / 55000),
      cents((6 * 15000) / 55000),
      cents((10 * 15000) / 55000),
    ]);
    // Indonesia's 11 % import VAT on raws is financed over the 30 payment days (decision 0120).
    const importTax = priced.priced?.importTaxes?.price ?? 0;
    expect(importTax).toBeGreaterThan(0);
    expect(finance.importTaxCarry).toBe(cents((importTax * 0.065 * 30) / 365));
    expect(finance.price).toBe(
      cents(finance.carry + finance.letterOfCredit + finance.demurrage + finance.importTaxCarry),
    );
    expect(priced.priced?.price).toBe(cents((off.priced?.price ?? 0) + finance.price));
    // Neither insured nor dutiable.
    expect(subtotal(priced, 'CIF')).toBe(subtotal(off, 'CIF'));
    expect(block(priced, 'Duty')?.price).toBe(block(off, 'Duty')?.price);
  });

  it.each([
    ["the account's default", { accountFinanceTerms: { active: true, carryRatePerYear: 0.05 } }, 0.05],
    [
      "the calculator's own rate over the account's",
      {
        accountFinanceTerms: { active: true, carryRatePerYear: 0.05 },
        financeTerms: { carryRatePerYear: 0.08 },
      },
      0.08,
    ],
    [
      "the calculator switched off over the account's default",
      { accountFinanceTerms: { active: true }, financeTerms: { active: false } },
      null,
    ],
  ])('starts from %s', (_case, changes, rate) => {
    const finance = price(contextOf(), santosRaws('IDTPP', changes)).priced?.finance ?? null;
    expect(finance === null ? null : finance.carryRatePerYear).toBe(rate);
  });
});

describe('sea routes', () => {
  const leHavreToJeddah = (seaRoute: string | null) =>
    stored({ originCountryId: '250', originPortId: 'FRLEH', globalDestinationId: 'SAJED', seaRoute });

  it('adds war-risk cover on the Cape approach to Jeddah, which passes Bab-el-Mandeb, and none via Suez', () => {
    const suez = price(contextOf(), leHavreToJeddah('suez'));
    const cape = price(contextOf(), leHavreToJeddah('cape'));
    const capeDistance = reference.capeDistances.get('FRLEH|SAJED');
    expect(suez.resolution.route?.distance.routeClass).toBe('Suez');
    // Via Suez the ship enters the Red Sea from the north: the 0.2 % cargo cover alone, CIF = CFR / (1 − 1.1 × 0.002).
    expect(block(suez, 'Insurance')?.price).toBe(cents(subtotal(suez, 'CFR') * (1 / (1 - 1.1 * 0.002) - 1)));
    expect(block(suez, 'Insurance')?.provenance.source).not.toContain('war risk');
    expect(cape.resolution.route?.distance).toMatchObject({
      routeClass: 'Cape of Good Hope',
      nm: capeDistance?.nm,
    });
    // Round the Cape it enters through the strait: + 0.05 % war risk.
    expect(block(cape, 'Insurance')?.price).toBe(cents(subtotal(cape, 'CFR') * (1 / (1 - 1.1 * 0.0025) - 1)));
    expect(block(cape, 'Insurance')?.provenance.source).toContain('war risk through Bab-el-Mandeb 0.05 %');
  });

  it.each([
    ['Le Havre to Singapore via Suez crosses the strait', 'FRLEH', 'SGSIN', 'suez', true],
    ['Le Havre to Singapore round the Cape does not', 'FRLEH', 'SGSIN', 'cape', false],
    ['Santos to Port Sudan via Suez does not', 'BRSSZ', 'SDPZU', 'suez', false],
    ['Santos to Port Sudan round the Cape does', 'BRSSZ', 'SDPZU', 'cape', true],
    ['Laem Chabang to Hodeidah (Direct) does', 'THLCH', 'YEHOD', null, true],
    ['Rotterdam to Aqaba via Suez does not', 'NLRTM', 'JOAQJ', 'suez', false],
    ['Laem Chabang to Jakarta does not', 'THLCH', 'IDTPP', null, false],
  ])('war risk: %s', (_case, originPortId, port, seaRoute, charged) => {
    const origin = reference.ports.find((candidate) => candidate.id === originPortId);
    const priced = price(
      contextOf(),
      stored({
        originCountryId: origin?.countryId ?? null,
        originPortId,
        globalDestinationId: port,
        seaRoute,
      }),
    );
    expect(block(priced, 'Insurance')?.provenance.source.includes('war risk')).toBe(charged);
  });

  it('has no Cape alternative where the shortest route does not use Suez', () => {
    expect(price(contextOf(), santosRaws('IDTPP')).resolution.route?.cape).toBeNull();
  });
});
