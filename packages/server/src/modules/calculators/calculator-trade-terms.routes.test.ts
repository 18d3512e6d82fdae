import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRows } from '../../../test/export-rows.ts';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { findSeaDistance, findSeaFreightCost } from '@psc/core/market-data/rule-lookups';
import { bulkVoyageCost } from '@psc/core/pricing/bulk-voyage';
import { transitTime } from '@psc/core/pricing/voyage';
import { createPaidAccount, type TestApp } from '../../../test/test-app.ts';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';

// Duty regimes (customs unions, preferences, tariff-rate quotas, yield), raw sugar's polarisation, bulk freight and
// the cash market's ex-works delivery over HTTP (issue 14 items 1, 2, 3 and 6; docs/decisions/0032 and 0033). New York #11 Mar-27 is at 20.00 c/lb; FX is the demo board.

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  ({ t, owner } = await openCalculatorDesk());
});
afterAll(() => t.close());

const cents = (value: number) => Math.round(value * 100) / 100;
const ok = async (response: Promise<{ statusCode: number; body: string; json: <T>() => T }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json<CalculatorReply>();
};
const create = async (body: object): Promise<string> => {
  const response = await owner.post('/api/v1/calculator', body);
  if (response.statusCode !== 200)
    throw new Error(`creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
};
const read = async (id: string) => {
  const found = (await owner.get('/api/v1/calculator/all'))
    .json<CalculatorReply[]>()
    .find((calculator) => calculator.id === id);
  if (!found) throw new Error('not listed');
  return found;
};
const amend = (id: string, field: string, value: string) =>
  owner.put(`/api/v1/calculator/${id}/${field}?value=${encodeURIComponent(value)}`);
const block = (calculator: CalculatorReply, type: string) => {
  const found = calculator.costBlocks.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
};
const subtotal = (calculator: CalculatorReply, name: string) =>
  calculator.subtotals.find((candidate) => candidate.name === name)?.price ?? Number.NaN;

const santosTo = (port: string, currencyCode = 'USD') => ({
  ...santosToNewYork(port),
  name: `Santos to ${port}`,
  currencyCode,
});

describe('polarisation of raw sugar', () => {
  it('prices Santos raws as Brazil VHP: +4.20 % of the basis inside Contract, with its provenance', async () => {
    const calculator = await read(await create(santosTo('IDTPP')));
    const basis = cents(20 * 22.046);
    expect(calculator.polarisation).toMatchObject({
      degrees: 99.2,
      custom: false,
      gradeId: 'VHP',
      method: 'normalisation',
      rate: 0.042,
      price: cents(basis * 0.042),
      lowPrice: cents(cents(19.5 * 22.046) * 0.042),
      highPrice: cents(cents(20.5 * 22.046) * 0.042),
      verified: false,
    });
    expect(calculator.polarisation?.source).toContain('S&P Global Platts: Brazil VHP (pol 99.2-99.3°)');
    expect(calculator.contractPrice).toBe(basis);
    expect(block(calculator, 'Contract').price).toBe(cents(basis + cents(basis * 0.042)));
  });

  it('follows the degrees the user types with the No. 11 scale, and returns to the grade on an empty value', async () => {
    const id = await create(santosTo('IDTPP'));
    const basis = cents(20 * 22.046);
    const at98 = await ok(amend(id, 'polarisation', '98'));
    expect(at98.polarisation).toMatchObject({ degrees: 98, custom: true, method: 'scale', rate: 0.0275 });
    expect(block(at98, 'Contract').price).toBe(cents(basis + cents(basis * 0.0275)));
    const atBasis = await ok(amend(id, 'polarisation', '96'));
    expect(atBasis.polarisation).toMatchObject({ degrees: 96, method: 'basis', rate: 0, price: 0 });
    expect(block(atBasis, 'Contract').price).toBe(basis);
    const back = await ok(amend(id, 'polarisation', ''));
    expect(back.polarisation).toMatchObject({ degrees: 99.2, custom: false, method: 'normalisation' });
  });

  it.each([
    ['101', 'Polarisation must be between 94° and 100°'],
    ['93.9', 'Polarisation must be between 94° and 100°'],
    ['abc', "Polarisation must be a number such as 1234.56 or 1,234.56, not 'abc'"],
  ])('refuses %s: %s', async (value, message) => {
    const id = await create(santosTo('IDTPP'));
    const refused = await amend(id, 'polarisation', value);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  it('has no polarisation line on whites, and refuses one', async () => {
    const id = await create({
      ...santosTo('IDTPP'),
      contractId: 'London5',
      originCountryId: '250',
      originPortId: 'FRLEH',
      originRegionId: 'Europe',
    });
    expect((await read(id)).polarisation).toBeNull();
    const refused = await amend(id, 'polarisation', '99');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Polarisation applies to raw sugar (the New York #11 basis) only');
  });
});

describe('the duty engine', () => {
  it('charges London #5 from Le Havre into Hamburg no duty: both are in the EU customs union', async () => {
    const calculator = await read(
      await create({
        ...santosTo('DEHAM', 'EUR'),
        contractId: 'London5',
        originRegionId: 'Europe',
        originCountryId: '250',
        originPortId: 'FRLEH',
      }),
    );
    expect(block(calculator, 'Duty').price).toBe(0);
    expect(calculator.duty).toMatchObject({
      appliedId: 'EU',
      reason:
        'France and Germany are both in the EU customs union: sugar in free circulation pays no import duty',
      chosen: false,
      options: [{ id: 'EU', regime: 'customsUnion' }],
    });
  });

  it('charges German cash-market sugar into Rotterdam no duty', async () => {
    const rotterdam = (
      await owner.post('/api/v1/destination/userdefined', {
        name: 'Rotterdam buyer',
        arrivalPortId: 'NLRTM',
        currencyCode: 'EUR',
        perTonLandFreightCostAsString: '5',
        destinationCostAsString: '10',
      })
    ).json().id as string;
    const calculator = await read(
      await create({
        name: 'EU',
        contractId: 'CashMarketPrice',
        periodId: 'CMPFY',
        originRegionId: 'Europe',
        originCMPRegionId: 'Region2',
        originCountryId: '276',
        originPortId: null,
        destinationId: rotterdam,
        currencyCode: 'EUR',
      }),
    );
    // The figures (inland FREIGHT, no insurance, the buyer's charges) are core's (trade-terms-pricing.test.ts);
    // here: the reply names the regime, and a custom Insurance cost is taken over HTTP.
    expect(block(calculator, 'Duty').price).toBe(0);
    expect(calculator.duty?.appliedId).toBe('EU');
    const insured = await ok(
      owner.put(`/api/v1/calculator/${calculator.id}/costblock/true/Insurance?value=1.5`),
    );
    expect(insured.price).toBe(cents(calculator.price + 1.5));
  });

  it('gives Thai raws into Indonesia the ATIGA 5 % and Brazilian raws the MFN Rp 550/kg, saying why', async () => {
    const brazil = await read(await create(santosTo('IDTPP', 'IDR')));
    expect(brazil.duty).toMatchObject({
      appliedId: 'ID-raw-for-refining',
      reason: 'Indonesia MFN Rp 550/kg: no preference for Brazil origin',
    });
    expect(block(brazil, 'Duty').price).toBe(550000);
    const thai = await read(
      await create({
        ...santosTo('IDTPP', 'IDR'),
        originRegionId: 'Asia',
        originCountryId: '764',
        originPortId: 'THLCH',
      }),
    );
    expect(thai.duty).toMatchObject({
      appliedId: 'ID-raw-ATIGA-Thailand',
      reason: 'ATIGA preference 5 % (Thailand): Thailand origin qualifies',
    });
    expect(block(thai, 'Duty').price).toBe(cents(0.05 * subtotal(thai, 'CIF')));
    expect(thai.duty?.options.map((option) => option.id)).toEqual([
      'ID-raw-ATIGA-Thailand',
      'ID-raw-for-refining',
    ]);
  });

  it('adjusts EU raw duty by the yield, lists the CXL quota beside the MFN rate, and applies it when picked', async () => {
    const id = await create(santosTo('NLRTM', 'EUR'));
    const factor = (2 * 99.2 - 100) / 92;
    const mfn = await read(id);
    expect(mfn.duty).toMatchObject({ appliedId: 'EU-raw-MFN', chosen: false, yieldFactor: factor });
    expect(mfn.duty?.options.map((option) => [option.id, option.regime])).toEqual([
      ['EU-raw-MFN', 'mfn'],
      ['EU-raw-CXL-quota', 'inQuota'],
    ]);
    expect(block(mfn, 'Duty')).toMatchObject({ price: cents(339 * factor) });
    expect(block(mfn, 'Duty').provenance.formula).toBe(
      'duty = ad valorem rate × CIF + specific per tonne × yield factor × FX, yield factor = (2 × pol − 100) / 92',
    );

    const quota = await ok(amend(id, 'dutyRegime', 'EU-raw-CXL-quota'));
    expect(quota).toMatchObject({ dutyRegime: 'EU-raw-CXL-quota' });
    expect(quota.duty).toMatchObject({
      appliedId: 'EU-raw-CXL-quota',
      chosen: true,
      reason: 'EU CXL quota €98/t (09.4317-09.4320): chosen on the calculator',
    });
    expect(block(quota, 'Duty').price).toBe(cents(98 * factor));
    expect(quota.price).toBe(cents(mfn.price - cents(339 * factor) + cents(98 * factor)));

    // At the 96° basis the yield is 92 %: the quota is €98 exactly.
    const basis = await ok(amend(id, 'polarisation', '96'));
    expect(block(basis, 'Duty').price).toBe(98);
    expect(basis.duty?.yieldFactor).toBe(1);

    const automatic = await ok(amend(id, 'dutyRegime', ''));
    expect(automatic).toMatchObject({ dutyRegime: null, duty: { appliedId: 'EU-raw-MFN', chosen: false } });
  });

  it('refuses a regime the calculator does not list', async () => {
    const id = await create(santosTo('NLRTM', 'EUR'));
    const refused = await amend(id, 'dutyRegime', 'CN-in-quota');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Duty regime must be one of EU-raw-MFN, EU-raw-CXL-quota');
  });

  it('applies the UK Global Tariff and the 0 % ATQ to UK raws, and says "Duty not known" where no rule is', async () => {
    const id = await create(santosTo('GBLON', 'GBP'));
    const uk = await read(id);
    expect(uk.duty?.appliedId).toBe('GB-raw-MFN');
    expect(block(uk, 'Duty').price).toBe(cents((280 * (2 * 99.2 - 100)) / 92));
    const atq = await ok(amend(id, 'dutyRegime', 'GB-raw-ATQ'));
    expect(block(atq, 'Duty').price).toBe(0);

    const myanmar = await read(await create(santosTo('MMRGN')));
    expect(myanmar.duty).toMatchObject({
      appliedId: null,
      reason: 'Duty not known for Myanmar',
      options: [],
    });
    expect(block(myanmar, 'Duty')).toMatchObject({
      price: 0,
      provenance: { source: 'Duty not known for Myanmar' },
    });
    // The price leaves the duty out, the reply and the exports say so (issue 45 item 2, decision 0105).
    expect(myanmar).toMatchObject({
      priceComplete: false,
      incompleteReason: 'Duty not known for Myanmar: the DDP excludes duty',
    });
    const csv = await owner.post(`/api/v1/calculator/${myanmar.id}/downloadascsv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Duty not known for Myanmar: the DDP excludes duty');
    // A typed Duty cost completes it.
    const typed = await ok(owner.put(`/api/v1/calculator/${myanmar.id}/costblock/true/Duty?value=12.5`));
    expect(typed).toMatchObject({ priceComplete: true, incompleteReason: null });
  });

  it('keeps the regime to its owner: another account cannot amend it', async () => {
    const id = await create(santosTo('NLRTM', 'EUR'));
    const other = await createPaidAccount(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/calculator/${id}/dutyRegime?value=EU-raw-CXL-quota`,
      headers: { authorization: `Bearer ${other.admin.accessToken}` },
    });
    expect(refused.statusCode).toBe(404);
    expect((await read(id)).dutyRegime).toBeNull();
  });
});

describe('the exports', () => {
  it('carry the polarisation line, the regime applied with its reason, and the rates beside it', async () => {
    const id = await create(santosTo('NLRTM', 'EUR'));
    await ok(amend(id, 'dutyRegime', 'EU-raw-CXL-quota'));
    const calculator = await read(id);
    const response = await owner.post(`/api/v1/calculator/${id}/downloadasexcel`);
    expect(response.statusCode).toBe(200);
    const rows = await exportRows(response.rawPayload);
    expect(rows.get('Polarisation (°)')?.[1]).toBe(99.2);
    expect(rows.get('Polarisation premium')?.[1]).toBe('Brazil VHP: +4.20 % (normalisation)');
    expect(rows.get('Duty regime')?.[1]).toBe('EU CXL quota €98/t (09.4317-09.4320)');
    expect(rows.get('Duty regime reason')?.[1]).toBe(calculator.duty?.reason);
    expect(rows.get('Duty yield factor')?.[1]).toBe((2 * 99.2 - 100) / 92);
    expect(rows.get('Duty option: EU MFN (CN 1701 14 10)')?.[1]).toBe('339 EUR/t');
    const line = rows.get('Contract: of which polarisation (Brazil VHP 99.2°)');
    expect(line?.slice(1, 4)).toEqual([
      calculator.polarisation?.price,
      calculator.polarisation?.lowPrice,
      calculator.polarisation?.highPrice,
    ]);
    expect(rows.get('Duty')?.[1]).toBe(block(calculator, 'Duty').price);

    const csv = (await owner.post(`/api/v1/calculator/${id}/downloadascsv`)).body;
    expect(csv).toContain('Contract: of which polarisation (Brazil VHP 99.2°)');
    expect(csv).toContain('Duty regime,EU CXL quota €98/t (09.4317-09.4320)');
  });
});

describe('freight modes', () => {
  const bulkOf = (nm: number, routeClass: string, vesselId: string, cargoTonnes: number) => {
    const file = t.deps.referenceData.bulkFreight;
    const vessel = file.vesselClasses.find((entry) => entry.id === vesselId);
    if (!vessel) throw new Error(vesselId);
    return bulkVoyageCost({ nauticalMiles: nm, routeClass, vessel, cargoTonnes, file });
  };
  const raws = (port: string) => {
    const { freightMode: _container, ...body } = santosTo(port);
    return body;
  };

  it('ships New York #11 raws in bulk on a Supramax by default, and says how the figure was made', async () => {
    const calculator = await read(await create(raws('IDTPP')));
    const distance = findSeaDistance(t.deps.referenceData.seaDistances, 'BRSSZ', 'IDTPP');
    if (!distance) throw new Error('no distance');
    const voyage = bulkOf(distance.nm, distance.routeClass, 'Supramax', 55_000);
    expect(calculator.freight).toMatchObject({
      mode: 'bulk',
      customMode: false,
      vesselClassId: 'Supramax',
      cargoTonnes: 55_000,
      customCargoTonnes: false,
      verified: false,
      voyage: { perTonneUsd: cents(voyage.perTonneUsd), portDays: 11, speedKnots: 12.5 },
    });
    expect(block(calculator, 'SeaFreight').price).toBe(cents(voyage.perTonneUsd));
    expect(block(calculator, 'SeaFreight').provenance.formula).toMatch(
      /^bulk freight per tonne = \(hire \$15,000\/day × [\d.]+ days/,
    );
    // A bulk discharge, not a container terminal invoice.
    expect(block(calculator, 'Loading').price).toBe(7.5);
    expect(calculator.travelTimeInMS).toBe(transitTime(distance.nm, 12.5, 11).milliseconds);
  });

  it('switches to containers and back, to a Handysize, and to a smaller cargo, each as the model says', async () => {
    const id = await create(raws('IDTPP'));
    const reference = t.deps.referenceData;
    const distance = findSeaDistance(reference.seaDistances, 'BRSSZ', 'IDTPP');
    if (!distance) throw new Error('no distance');
    const box = findSeaFreightCost(reference.seaFreight, distance.nm, distance.routeClass, '2026-11-20');
    if (!box) throw new Error('no band');
    const containers = await ok(amend(id, 'freightMode', 'container'));
    expect(containers.freight).toMatchObject({ mode: 'container', customMode: true, voyage: null });
    expect(block(containers, 'SeaFreight').price).toBe(
      cents(box.costPerContainer / containers.tonsPerContainer),
    );
    expect(block(containers, 'Loading').price).toBe(11.04);

    await ok(amend(id, 'freightMode', 'bulk'));
    const handy = await ok(amend(id, 'vesselClass', 'Handysize'));
    expect(handy.freight).toMatchObject({ vesselClassId: 'Handysize', cargoTonnes: 35_000 });
    expect(block(handy, 'SeaFreight').price).toBe(
      cents(bulkOf(distance.nm, distance.routeClass, 'Handysize', 35_000).perTonneUsd),
    );
    const smaller = await ok(amend(id, 'cargoTonnes', '20,000'));
    expect(smaller.freight).toMatchObject({ cargoTonnes: 20_000, customCargoTonnes: true });
    expect(block(smaller, 'SeaFreight').price).toBe(
      cents(bulkOf(distance.nm, distance.routeClass, 'Handysize', 20_000).perTonneUsd),
    );
    // A custom per-tonne freight still wins in bulk.
    const custom = await ok(owner.put(`/api/v1/calculator/${id}/costblock/true/SeaFreight?value=31.5`));
    expect(block(custom, 'SeaFreight')).toMatchObject({ price: 31.5, custom: true });
    const back = await ok(amend(id, 'freightMode', ''));
    expect(back.freight).toMatchObject({ mode: 'bulk', customMode: false });
  });

  it.each([
    ['freightMode', 'air', 'Freight mode must be bulk or container'],
    ['vesselClass', 'Capesize', 'Vessel class must be one of Supramax, Handysize, Panamax'],
    ['cargoTonnes', '70000', 'A Supramax cargo must be between 25,000 and 60,000 t'],
    ['cargoTonnes', 'lots', "Cargo must be a number such as 1234.56 or 1,234.56, not 'lots'"],
  ])('refuses %s = %s: %s', async (field, value, message) => {
    const id = await create(raws('IDTPP'));
    const refused = await amend(id, field, value);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  it('exports the mode and the voyage, and keeps the per-box formula out of a bulk sheet', async () => {
    const id = await create(raws('IDTPP'));
    const calculator = await read(id);
    const rows = await exportRows((await owner.post(`/api/v1/calculator/${id}/downloadasexcel`)).rawPayload);
    expect(rows.get('Freight mode')?.[1]).toBe('bulk vessel');
    expect(rows.get('Vessel class')?.[1]).toBe('Supramax');
    expect(rows.get('Cargo on the vessel (t)')?.[1]).toBe(55_000);
    expect(rows.get('Bulk freight per tonne (US$)')?.[1]).toBe(calculator.freight?.voyage?.perTonneUsd);
    expect(rows.get('Voyage cost (US$)')?.[1]).toBe(calculator.freight?.voyage?.totalUsd);
    expect(rows.get('Sea Freight')?.[1]).toBe(block(calculator, 'SeaFreight').price);
  });

  it('takes the mode on creation too, and refuses one for the ex-works cash market', async () => {
    const id = await create({ ...raws('IDTPP'), freightMode: 'container' });
    expect((await read(id)).freight?.mode).toBe('container');
    const refused = await owner.post('/api/v1/calculator', {
      name: 'EU',
      contractId: 'CashMarketPrice',
      periodId: 'CMPFY',
      originRegionId: 'Europe',
      originCMPRegionId: 'Region2',
      originCountryId: '276',
      destinationId: 'NLRTM',
      currencyCode: 'EUR',
      freightMode: 'bulk',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The Europe Cash Market Price is delivered ex-works by truck: there is no sea freight mode',
    );
  });
});

describe('the Finance line', () => {
  const raws = (port: string) => {
    const { freightMode: _container, ...body } = santosTo(port);
    return body;
  };

  it('is off by default; switched on it adds carry, letter of credit and expected demurrage after CIF', async () => {
    const id = await create(raws('IDTPP'));
    const off = await read(id);
    expect(off.finance).toMatchObject({ active: false, price: 0, carryRatePerYear: 0.065, paymentDays: 30 });
    const on = await ok(amend(id, 'finance', 'on'));
    const finance = on.finance;
    if (!finance) throw new Error('no finance');
    const cif = subtotal(on, 'CIF');
    const voyage = on.freight?.voyage;
    if (!voyage) throw new Error('no voyage');
    expect(finance.transitDays).toBe(cents(voyage.seaDays + voyage.portDays));
    expect(finance.carry).toBe(cents((cif * 0.065 * (finance.transitDays + 30)) / 365));
    expect(finance.letterOfCredit).toBe(cents(cif * 0.0075));
    // Waiting 2 to 10 days at the Supramax's US$15,000/day over 55,000 t; the price path takes the midpoint.
    expect([finance.demurrageLow, finance.demurrage, finance.demurrageHigh]).toEqual([
      cents((2 * 15000) / 55000),
      cents((6 * 15000) / 55000),
      cents((10 * 15000) / 55000),
    ]);
    // Indonesia's import VAT on raws is financed too while Finance is on (decision 0120).
    expect(finance.importTaxCarry).toBeGreaterThan(0);
    expect(finance.price).toBe(
      cents(finance.carry + finance.letterOfCredit + finance.demurrage + finance.importTaxCarry),
    );
    expect(on.price).toBe(cents(off.price + finance.price));
    expect(on.subtotals.find((row) => row.name === 'DDP')?.formula).toBe(
      'DDP = CIF + duty + destination charges + land freight + finance',
    );
    // Neither insured nor dutiable: CIF and Duty do not move.
    expect(subtotal(on, 'CIF')).toBe(subtotal(off, 'CIF'));
    expect(block(on, 'Duty').price).toBe(block(off, 'Duty').price);

    const dearer = await ok(amend(id, 'carryRate', '8'));
    expect(dearer.finance).toMatchObject({ carryRatePerYear: 0.08 });
    expect(dearer.finance?.carry).toBe(cents((cif * 0.08 * (finance.transitDays + 30)) / 365));
    const later = await ok(amend(id, 'paymentDays', '60'));
    expect(later.finance?.paymentDays).toBe(60);
    // The live xlsx: a Finance row, and DDP a formula that includes it.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await owner.post(`/api/v1/calculator/${id}/downloadasexcel`)).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Calculator');
    if (!sheet) throw new Error('no sheet');
    let financeRow = 0;
    let ddpCell: ExcelJS.CellValue = null;
    sheet.eachRow((row, rowNumber) => {
      if (row.getCell(1).value === 'Finance') financeRow = rowNumber;
      if (row.getCell(1).value === 'DDP') ddpCell = row.getCell(2).value;
    });
    expect(sheet.getCell(`B${financeRow}`).value).toBe(later.finance?.price);
    expect(ddpCell).toMatchObject({
      formula: expect.stringContaining(`B${financeRow}`),
      result: later.price,
    });

    const switchedOff = await ok(amend(id, 'finance', 'off'));
    expect(switchedOff.price).toBe(off.price);
  });

  it.each([
    ['finance', 'maybe', 'Finance must be on or off'],
    ['carryRate', '150', 'Cost of money must be between 0 % and 100 %'],
    ['paymentDays', '1.5', 'Payment days must be a whole number of days from 0 to 365'],
    ['lcConfirmationRate', '12', 'Letter-of-credit confirmation must be between 0 % and 10 %'],
  ])('refuses %s = %s: %s', async (field, value, message) => {
    const id = await create(raws('IDTPP'));
    const refused = await amend(id, field, value);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  it("starts from the account's default, which a calculator's own choice overrides", async () => {
    const account = await owner.put('/api/v1/accounts/financeterms', {
      active: true,
      carryRatePerYear: 0.05,
    });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({
      terms: { active: true, carryRatePerYear: 0.05 },
      defaults: { carryRatePerYear: 0.065, paymentDays: 30, verified: false },
    });
    const id = await create(raws('IDTPP'));
    expect((await read(id)).finance).toMatchObject({ active: true, carryRatePerYear: 0.05 });
    expect((await ok(amend(id, 'finance', 'off'))).finance?.active).toBe(false);
    expect((await ok(amend(id, 'finance', ''))).finance?.active).toBe(true);
    const refused = await owner.put('/api/v1/accounts/financeterms', { carryRatePerYear: 2 });
    expect(refused.statusCode).toBe(400);
    const cleared = await owner.put('/api/v1/accounts/financeterms', {});
    expect(cleared.json().terms).toEqual({});
    expect((await read(id)).finance?.active).toBe(false);
  });
});

describe('sea routes', () => {
  const leHavreToJeddah = {
    ...santosTo('SAJED'),
    name: 'Le Havre to Jeddah',
    contractId: 'London5',
    originRegionId: 'Europe',
    originCountryId: '250',
    originPortId: 'FRLEH',
  };

  it('offers the Cape beside Suez, adds war-risk cover on the Cape approach (Bab-el-Mandeb), and reprices', async () => {
    const id = await create(leHavreToJeddah);
    const reference = t.deps.referenceData;
    const suezDistance = findSeaDistance(reference.seaDistances, 'FRLEH', 'SAJED');
    const cape = reference.capeDistances.get('FRLEH|SAJED');
    if (!suezDistance || !cape) throw new Error('no distances');
    const suez = await read(id);
    expect(suez).toMatchObject({ seaRoute: null, route: { routeClass: 'Suez' } });
    // Containers: Suez is the cheaper route (the Cape pays the diversion surcharge), offered first and priced.
    expect(
      suez.seaRoutes?.map((route) => [route.id, route.distanceInNM, route.chosen, route.cheaper]),
    ).toEqual([
      ['suez', suezDistance.nm, true, true],
      ['cape', cape.nm, false, false],
    ]);
    // Via Suez the ship enters the Red Sea from the north, not through the strait: 0.2 % cargo cover only.
    const cfr = subtotal(suez, 'CFR');
    expect(block(suez, 'Insurance').price).toBe(cents(cfr * (1 / (1 - 1.1 * 0.002) - 1)));
    expect(block(suez, 'Insurance').provenance.source).not.toContain('war risk');

    const round = await ok(amend(id, 'seaRoute', 'cape'));
    expect(round).toMatchObject({
      seaRoute: 'cape',
      route: { routeClass: 'Cape of Good Hope' },
      distanceInNM: cape.nm,
      travelTimeInMS: transitTime(cape.nm, 14, 2).milliseconds,
    });
    const band = findSeaFreightCost(reference.seaFreight, cape.nm, 'Cape of Good Hope', '2026-11-20');
    if (!band) throw new Error('no band');
    // The base rate plus the carriers' Cape diversion surcharge, US$200 per box (docs/decisions/0118).
    expect(block(round, 'SeaFreight').price).toBe(
      cents((band.costPerContainer + 200) / round.tonsPerContainer),
    );
    // Round the Cape it enters through Bab-el-Mandeb: + 0.05 % war risk, CIF = CFR / (1 − 1.1 × 0.0025).
    expect(block(round, 'Insurance').price).toBe(
      cents(subtotal(round, 'CFR') * (1 / (1 - 1.1 * 0.0025) - 1)),
    );
    expect(block(round, 'Insurance').provenance.source).toContain('war risk through Bab-el-Mandeb 0.05 %');
    expect(round.seaRoutes?.find((route) => route.chosen)?.id).toBe('cape');
    expect((await ok(amend(id, 'seaRoute', ''))).route?.routeClass).toBe('Suez');
    const refused = await amend(id, 'seaRoute', 'arctic');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Sea route must be suez or cape');
  });

  it('offers and prices the cheaper route first: Santos to Jeddah raws in bulk round the Cape', async () => {
    const id = await create({ ...santosTo('SAJED'), freightMode: 'bulk' });
    const reply = await read(id);
    expect(reply).toMatchObject({ seaRoute: null, route: { routeClass: 'Cape of Good Hope' } });
    expect(reply.seaRoutes?.map((route) => [route.id, route.chosen, route.cheaper])).toEqual([
      ['cape', true, true],
      ['suez', false, false],
    ]);
    const viaSuez = await ok(amend(id, 'seaRoute', 'suez'));
    expect(viaSuez.price).toBeGreaterThan(reply.price);
    expect(viaSuez.seaRoutes?.[0]).toMatchObject({ id: 'cape', cheaper: true, chosen: false });
  });

  it('has no route choice where the shortest route does not use Suez', async () => {
    expect((await read(await create(santosTo('IDTPP')))).seaRoutes).toBeNull();
  });
});
