import ExcelJS from 'exceljs';
import { exportRows } from '../../../test/export-rows.ts';
import { recalculate } from '../../../test/sheet-evaluator.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { findSeaDistance, findSeaFreightCost } from '@psc/core/market-data/rule-lookups';
import { transitTime } from '@psc/core/pricing/voyage';
import {
  addMember,
  createPaidAccount,
  registerAccount,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  as,
  openCalculatorDesk,
  publishFx,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { calculators } from '../../db/schema.ts';
import { repriceStaleCalculators } from './reprice-stale-calculators.ts';
import { recomputeCalculatorPrices } from './recompute-calculator-prices.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
let owner: Caller;
let ownerAccountId: string;
let colleague: Caller;
let viewer: Caller;
let stranger: Caller;
let destinationId: string;

beforeAll(async () => {
  // Known figures for the formulas below: New York #11 Mar-27 at 20.00 c/lb (19.50–20.50).
  const opened = await openCalculatorDesk();
  ({ t, owner, destinationId } = opened);
  ownerAccountId = opened.desk.accountId;
  colleague = as(t.app, (await addMember(t, opened.desk.admin, 'U')).accessToken);
  viewer = as(t.app, (await addMember(t, opened.desk.admin, 'V')).accessToken);
  stranger = as(t.app, (await createPaidAccount(t)).admin.accessToken);
});
afterAll(() => t.close());

const createCalculator = async (
  caller: Caller,
  body: object = santosToNewYork(destinationId),
): Promise<string> => {
  const response = await caller.post('/api/v1/calculator', body);
  if (response.statusCode !== 200)
    throw new Error(`creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
};
const listOf = async (caller: Caller) =>
  (await caller.get('/api/v1/calculator/all')).json<CalculatorReply[]>();
const amend = (caller: Caller, id: string, field: string, value: string) =>
  caller.put(`/api/v1/calculator/${id}/${field}?value=${encodeURIComponent(value)}`);
const block = (calculator: CalculatorReply, type: string) => {
  const found = calculator.costBlocks.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
};
const subtotal = (calculator: CalculatorReply, name: string) =>
  calculator.subtotals.find((candidate) => candidate.name === name)?.price ?? NaN;
const cents = (value: number) => Math.round(value * 100) / 100;

/** docs/pricing.md, computed here from the reference data and the publication, independently of the server. */
const expectedWaterfall = (options: {
  tons: number;
  insurance?: boolean;
  seaFreightPerTonne?: number;
  centsPerPound?: number;
}) => {
  const reference = t.deps.referenceData;
  const distance = findSeaDistance(reference.seaDistances, 'BRSSZ', 'USNYC');
  if (!distance) throw new Error('no distance');
  const freight = findSeaFreightCost(reference.seaFreight, distance.nm, distance.routeClass, '2026-11-20');
  if (!freight) throw new Error('no freight band');
  const rate = reference.insuranceRules[0]?.rate ?? 0;
  // Invoice rounding: each line to the cent, later lines on the rounded figures (docs/pricing.md 'Rounding').
  const basis = cents((options.centsPerPound ?? 20) * 22.046);
  // Santos raws are Brazil VHP: +4.20 % of the basis, shown to the cent, inside Contract (docs/decisions/0032).
  const polarisation = cents(basis * 0.042);
  const contract = cents(basis + polarisation);
  // Santos VHP over New York #11: +5 points, $1.10/t (origin-premiums.json, decision 0121).
  const fob = cents(contract + 1.1);
  const seaFreight = cents(options.seaFreightPerTonne ?? freight.costPerContainer / 17);
  const cfr = cents(fob + seaFreight);
  const insurance = options.insurance === false ? 0 : cents(cfr * (1 / (1 - 1.1 * rate) - 1));
  const cif = cents(cfr + insurance);
  const ddp = cents(cif + 338.7 + 27.6 + 12.5);
  return {
    distance,
    freight,
    basis,
    polarisation,
    contract,
    fob,
    seaFreight,
    cfr,
    insurance,
    cif,
    ddp,
    total: cents(ddp * options.tons),
  };
};

describe('a calculator answers with its priced waterfall', () => {
  it('prices Santos → New York on New York #11 exactly as the formulas say', async () => {
    const id = await createCalculator(owner);
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id);
    if (!calculator) throw new Error('not listed');
    const expected = expectedWaterfall({ tons: 0 });
    expect(calculator).toMatchObject({
      name: 'Santos to NY',
      contractId: 'NewYork11',
      contractName: 'New York #11',
      periodId: 'Mar-27',
      period: { name: 'Mar 27', concluded: false },
      originPortName: 'Santos',
      destination: {
        id: destinationId,
        kind: 'userDefined',
        name: 'NY refinery',
        arrivalPortId: 'USNYC',
        arrivalPortName: 'New York',
        countryName: 'United States',
      },
      currencyCode: 'USD',
      contractCurrencyCode: 'USD',
      contractPrice: cents(expected.basis),
      flatPrice: cents(expected.contract),
      polarisation: {
        degrees: 99.2,
        custom: false,
        gradeId: 'VHP',
        gradeName: 'Brazil VHP',
        rate: 0.042,
        method: 'normalisation',
        price: expected.polarisation,
        verified: false,
      },
      tonsPerContainer: 17,
      customTonsPerContainer: false,
      seaFreightCost: expected.freight.costPerContainer,
      seaFreightPerTonPrice: cents(expected.seaFreight),
      distanceInKM: Math.round(expected.distance.km * 1000) / 1000,
      distanceInNM: Math.round(expected.distance.nm * 1000) / 1000,
      travelTimeInMS: transitTime(expected.distance.nm, 14, 2).milliseconds,
      pricingError: null,
      total: 0,
    });
    expect(block(calculator, 'Contract').price).toBe(cents(expected.contract));
    expect(block(calculator, 'Premium').price).toBe(1.1);
    expect(block(calculator, 'Insurance').price).toBe(cents(expected.insurance));
    expect(block(calculator, 'Duty').price).toBe(338.7);
    expect(block(calculator, 'Loading')).toMatchObject({
      price: 27.6,
      displayName: 'DEST. CHARGES',
      provenance: { source: 'your destination' },
    });
    expect(block(calculator, 'LandFreight')).toMatchObject({ price: 12.5, displayName: 'LOCAL FREIGHT' });
    expect(subtotal(calculator, 'CIF')).toBe(cents(expected.cif));
    expect(calculator.price).toBe(cents(expected.ddp));
    // Low and high run the same waterfall on 19.50 and 20.50 c/lb.
    expect(calculator.lowPrice).toBe(cents(expectedWaterfall({ tons: 0, centsPerPound: 19.5 }).ddp));
    expect(calculator.highPrice).toBe(cents(expectedWaterfall({ tons: 0, centsPerPound: 20.5 }).ddp));
    expect(block(calculator, 'Contract').provenance).toMatchObject({
      source: 'New York #11 Mar 27',
      period: 'Mar-27',
      formula:
        'contract $/t = quoted c/lb × factor; × FX; polarisation premium = contract per tonne at 96° × rate; Contract = that + premium',
    });
  });

  it('changes tonnes (commas stripped), overrides sea freight and switches insurance off, each answering the whole calculator', async () => {
    const id = await createCalculator(owner);
    const tonnes = await amend(owner, id, 'tons', '1,500');
    expect(tonnes.statusCode, tonnes.body).toBe(200);
    expect(tonnes.json()).toMatchObject({
      id,
      tons: 1500,
      total: cents(expectedWaterfall({ tons: 1500 }).total),
    });

    const freight = await owner.put(`/api/v1/calculator/${id}/costblock/true/SeaFreight?value=55`);
    expect(freight.statusCode, freight.body).toBe(200);
    const overridden = freight.json<CalculatorReply>();
    expect(block(overridden, 'SeaFreight')).toMatchObject({
      price: 55,
      custom: true,
      active: true,
      provenance: { formula: 'custom cost entered by the user, per tonne in the calculator currency' },
    });
    expect(overridden).toMatchObject({
      customSeaFreight: true,
      customSeaFreightCost: 55,
      price: cents(expectedWaterfall({ tons: 1500, seaFreightPerTonne: 55 }).ddp),
    });

    const insurance = await owner.put(`/api/v1/calculator/${id}/costblock/activity/false/Insurance`);
    expect(insurance.statusCode, insurance.body).toBe(200);
    const expected = expectedWaterfall({ tons: 1500, seaFreightPerTonne: 55, insurance: false });
    const off = insurance.json<CalculatorReply>();
    expect(block(off, 'Insurance')).toMatchObject({ price: 0, active: false });
    expect(off).toMatchObject({
      activeInsurance: false,
      price: cents(expected.ddp),
      total: cents(expected.total),
    });
    expect(subtotal(off, 'CIF')).toBe(subtotal(off, 'CFR'));

    // Back to the defaults.
    const back = await owner.put(`/api/v1/calculator/${id}/costblock/false/SeaFreight`);
    expect(block(back.json(), 'SeaFreight')).toMatchObject({
      custom: false,
      price: cents(expectedWaterfall({ tons: 1500 }).seaFreight),
    });
  });

  it.each([
    ['1.5e3', 1500],
    ['9.99e22', 9.99e22],
    ['2E-1', 0.2],
  ])(
    'takes tonnes in scientific notation, %s, as §5 takes any number from 0 to below 1e23',
    async (text, tons) => {
      const id = await createCalculator(owner);
      const reply = await amend(owner, id, 'tons', text);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<CalculatorReply>().tons).toBe(tons);
    },
  );

  it.each([
    ['tons', '-1', 'Tonnes must be at least 0'],
    ['tons', '100000000000000000000000', 'Tonnes must be below 1e+23'],
    ['tons', '1e23', 'Tonnes must be below 1e+23'],
    ['tons', 'abc', "Tonnes must be a number such as 1234.56 or 1,234.56, not 'abc'"],
    ['tonsPerContainer', '0', 'Tonnes per container must be above 0'],
    [
      'seaFreightCost',
      '12,3,4',
      "Sea freight cost per container must be a number such as 1234.56 or 1,234.56, not '12,3,4'",
    ],
    ['periodId', 'Oct-26', 'Oct 26 has expired; choose a current period'],
    ['periodId', 'Apr-27', 'Apr-27 is not a period of New York #11'],
    ['currencyCode', 'XYZ', 'XYZ is not an ISO 4217 currency'],
    ['originPortId', 'USNYC', 'USNYC is not an origin port'],
    ['destinationId', 'ZZZZZ', 'Unknown destination: choose one of your destinations or a destination port'],
    ['contractId', 'London5', 'Field cannot be changed this way'],
  ])('refuses %s = %j: %s', async (field, value, message) => {
    const id = await createCalculator(owner);
    const response = await amend(owner, id, field, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('changes name, period, currency, tonnes per container, freight per container and origin chain', async () => {
    const id = await createCalculator(owner);
    expect((await amend(owner, id, 'name', 'Renamed')).json()).toMatchObject({ name: 'Renamed' });
    expect((await amend(owner, id, 'periodId', 'May-27')).json()).toMatchObject({
      periodId: 'May-27',
      period: { name: 'May 27' },
    });
    const euro = (await amend(owner, id, 'currencyCode', 'EUR')).json<CalculatorReply>();
    expect(euro.currencyCode).toBe('EUR');
    expect(block(euro, 'Forex').price).toBe(0.92);
    expect((await amend(owner, id, 'tonsPerContainer', '20')).json()).toMatchObject({
      tonsPerContainer: 20,
      customTonsPerContainer: true,
    });
    const perBox = (await amend(owner, id, 'seaFreightCost', '1,700')).json<CalculatorReply>();
    expect(perBox).toMatchObject({
      seaFreightCost: 1700,
      customSeaFreightContainerCost: true,
      seaFreightPerTonPrice: 85,
    });
    // A new region clears country and port (§4 chain); no route then.
    const region = (await amend(owner, id, 'originRegionId', 'Asia')).json<CalculatorReply>();
    expect(region).toMatchObject({
      originRegionId: 'Asia',
      originCountryId: null,
      originPortId: null,
      route: null,
      distanceInKM: null,
    });
    const port = (await amend(owner, id, 'originPortId', 'THLCH')).json<CalculatorReply>();
    expect(port).toMatchObject({
      originCountryId: '764',
      originPortId: 'THLCH',
      route: { fromPortId: 'THLCH', toPortId: 'USNYC' },
    });
  });

  it('edits a whole calculator with PUT and keeps the Brazil and cash-market basis rules', async () => {
    const id = await createCalculator(owner);
    const brazil = await owner.put(`/api/v1/calculator/${id}`, {
      ...santosToNewYork(destinationId),
      contractId: 'BrazilSRP',
      periodId: 'Dec-26',
      originRegionId: null,
      originCountryId: null,
      originPortId: null,
    });
    expect(brazil.statusCode, brazil.body).toBe(200);
    expect(brazil.json()).toMatchObject({
      contractId: 'BrazilSRP',
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
    });
    const refused = await owner.put(`/api/v1/calculator/${id}`, {
      ...santosToNewYork(destinationId),
      contractId: 'BrazilSRP',
      periodId: 'Dec-26',
      originPortId: 'BRPNG',
      originCountryId: '076',
    });
    expect(refused.json().message).toBe('Brazil 150ic Santos loads at Santos (BRSSZ), Brazil');
    const rotterdam = (
      await owner.post('/api/v1/destination/userdefined', {
        name: 'Rotterdam',
        arrivalPortId: 'NLRTM',
        currencyCode: 'EUR',
        perTonLandFreightCostAsString: '5',
        destinationCostAsString: '10',
      })
    ).json().id as string;
    const cash = await owner.put(`/api/v1/calculator/${id}`, {
      name: 'EU',
      contractId: 'CashMarketPrice',
      periodId: 'CMPFY',
      originRegionId: null,
      originCMPRegionId: 'Region2',
      originCountryId: '276',
      originPortId: null,
      destinationId: rotterdam,
      currencyCode: 'EUR',
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const cashCalculator = cash.json<CalculatorReply>();
    expect(cashCalculator).toMatchObject({
      originRegionId: 'Europe',
      originCMPRegionId: 'Region2',
      route: null,
      pricingError: null,
    });
    expect(block(cashCalculator, 'Contract').displayName).toBe('EX-W');
    expect(block(cashCalculator, 'SeaFreight').displayName).toBe('FREIGHT');
    const notEurope = await owner.put(`/api/v1/calculator/${id}`, {
      name: 'EU',
      contractId: 'CashMarketPrice',
      periodId: 'CMPFY',
      originCMPRegionId: 'Region2',
      destinationId,
      currencyCode: 'EUR',
    });
    expect(notEurope.json().message).toBe(
      'The Europe Cash Market Price delivers only to destinations in Europe',
    );
    expect(
      (
        await owner.put(`/api/v1/calculator/${id}`, {
          ...santosToNewYork(destinationId),
          contractId: 'WhitePremium',
        })
      ).json().message,
    ).toBe("White Premium cannot be a calculator's basis");
  });

  it('prices a calculator to a global destination with the port defaults', async () => {
    const id = await createCalculator(owner, { ...santosToNewYork('USNYC'), name: 'Global' });
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id);
    expect(calculator).toMatchObject({
      destination: { kind: 'global', id: 'USNYC', name: 'New York' },
      pricingError: null,
    });
    expect(block(calculator as CalculatorReply, 'Loading').provenance.source).not.toBe('your destination');
  });

  it('orders calculators by creationTimestamp and refuses mandatory fields left out', async () => {
    const list = await listOf(owner);
    const stamps = list.map((calculator) => calculator.creationTimestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    const missing = await owner.post('/api/v1/calculator', {
      ...santosToNewYork(destinationId),
      originRegionId: null,
      originCountryId: null,
      originPortId: null,
      contractId: 'London5',
    });
    expect(missing.json().message).toBe('From: Region fields are mandatory');
    expect(
      (
        await owner.post('/api/v1/calculator', { ...santosToNewYork(destinationId), periodId: 'Oct-26' })
      ).json().message,
    ).toBe('Oct 26 has expired; choose a current period');
  });
});

describe('market data reaches calculators', () => {
  it('shows a new price publication at the next read', async () => {
    const id = await createCalculator(owner);
    t.clock.advance(60_000);
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 21 });
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id);
    expect(calculator?.contractPrice).toBe(cents(21 * 22.046));
    expect(calculator?.period.lastUpdated).toBe(t.clock.now().getTime());
    await publishPrice(t, {
      contractId: 'NewYork11',
      periodId: 'Mar-27',
      price: 20,
      lowPrice: 19.5,
      highPrice: 20.5,
    });
  });

  it('moves calculators on expired periods to the current month with PUT /calculator/all', async () => {
    const id = await createCalculator(owner);
    await t.deps.database.db.update(calculators).set({ periodId: 'Oct-26' }).where(eq(calculators.id, id));
    await t.settleChanges();
    const before = (await listOf(owner)).find((candidate) => candidate.id === id);
    expect(before?.period).toMatchObject({ id: 'Oct-26', concluded: true });
    const moved = await owner.put('/api/v1/calculator/all');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CalculatorReply[]>().find((candidate) => candidate.id === id)?.period).toMatchObject({
      id: 'Mar-27',
      concluded: false,
    });
    expect(moved.json<CalculatorReply[]>().every((calculator) => !calculator.period.concluded)).toBe(true);
  });

  it('explains a calculator that cannot be priced instead of failing the list', async () => {
    const id = await createCalculator(owner);
    await t.deps.database.db.update(calculators).set({ periodId: 'Mar-22' }).where(eq(calculators.id, id));
    await t.settleChanges();
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id);
    expect(calculator).toMatchObject({
      price: 0,
      costBlocks: [],
      pricingError: 'no published price for NewYork11 Mar-22',
    });
  });
});

describe('set-based repricing', () => {
  it('prices every calculator again in pages, one read and one write per page, and only stale ones after a publication', async () => {
    const template = (
      await t.deps.database.db
        .select()
        .from(calculators)
        .where(eq(calculators.accountId, ownerAccountId))
        .limit(1)
    )[0];
    if (!template) throw new Error('no calculator');
    const { id: _id, sequence: _sequence, ...copy } = template;
    const copiesAfter = template.sequence;
    const [latest] = await t.deps.database.db
      .select({ value: sql<number>`max(${calculators.sequence})::int` })
      .from(calculators);
    await t.deps.database.db
      .insert(calculators)
      .values(Array.from({ length: 250 }, (_, index) => ({ ...copy, tons: index, pricedVersion: null })));
    const countWhere = async (condition?: ReturnType<typeof sql>) =>
      (
        await t.deps.database.db
          .select({ value: sql<number>`count(*)::int` })
          .from(calculators)
          .where(condition)
      )[0]?.value ?? -1;
    const total = await countWhere();

    const writes = vi.spyOn(t.deps.calculatorsRepository, 'writePriced');
    const first = await recomputeCalculatorPrices(t.deps, { owner: null, onlyStale: false, pageSize: 100 });
    expect(first.recomputed).toBe(total);
    expect(writes).toHaveBeenCalledTimes(Math.ceil(total / 100));
    writes.mockClear();

    expect(await countWhere(sql`${calculators.pricedVersion} is distinct from ${first.versionKey}`)).toBe(0);
    const row = (
      await t.deps.database.db.select().from(calculators).where(eq(calculators.tons, 100)).limit(1)
    )[0];
    // The total is DDP × tonnes before rounding, so it is within half a cent per tonne of the rounded price × tonnes.
    expect(Math.abs((row?.pricedTotal ?? 0) - (row?.pricedPrice ?? 0) * 100)).toBeLessThanOrEqual(0.5 + 1e-9);

    t.clock.advance(60_000);
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 22 });
    const again = await repriceStaleCalculators(t.deps);
    expect(again).toBe(total);
    expect(writes.mock.calls.length).toBeLessThanOrEqual(Math.ceil(total / 5_000) + 1);
    const repriced = (
      await t.deps.database.db.select().from(calculators).where(eq(calculators.id, template.id))
    )[0];
    const live = (await listOf(owner)).find((candidate) => candidate.id === template.id);
    expect(repriced?.pricedPrice).toBe(live?.price);
    // Every one of the owner's calculators (own and global destinations, finance terms) as the card prices it.
    const stored = new Map(
      (
        await t.deps.database.db.select().from(calculators).where(eq(calculators.accountId, ownerAccountId))
      ).map((candidate) => [candidate.id, candidate]),
    );
    for (const card of await listOf(owner)) {
      // A calculator that cannot be priced shows 0 on its card and stores no price, with the reason.
      if (card.pricingError) expect(stored.get(card.id)?.pricedError, card.id).toBeTruthy();
      else expect(stored.get(card.id)?.pricedPrice, card.id).toBe(card.price);
    }
    expect(await repriceStaleCalculators(t.deps)).toBe(0);
    // The page's arrays are written as literals: a reason with quotes, backslashes, commas and braces survives.
    const reason = 'No rate "EUR\\USD", {a,b} NULL';
    await t.deps.calculatorsRepository.writePriced(
      [
        {
          id: template.id,
          price: null,
          lowPrice: 1.5e-7,
          highPrice: -0,
          total: 12345.678901234567,
          contractPrice: null,
          error: reason,
        },
      ],
      first.versionKey,
      t.clock.now(),
    );
    const written = (
      await t.deps.database.db.select().from(calculators).where(eq(calculators.id, template.id))
    )[0];
    expect(written).toMatchObject({
      pricedError: reason,
      pricedPrice: null,
      pricedLowPrice: 1.5e-7,
      pricedTotal: 12345.678901234567,
    });
    writes.mockRestore();
    await publishPrice(t, {
      contractId: 'NewYork11',
      periodId: 'Mar-27',
      price: 20,
      lowPrice: 19.5,
      highPrice: 20.5,
    });
    await t.deps.database.db
      .delete(calculators)
      .where(sql`${calculators.sequence} > ${latest?.value ?? copiesAfter}`);
    await t.settleChanges();
  });

  it('PUT /calculator/calculateall prices the caller’s calculators and stores them', async () => {
    const response = await owner.put('/api/v1/calculator/calculateall');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, recomputed: (await listOf(owner)).length });
  });
});

describe('exports', () => {
  it('downloads a real xlsx with the inputs, the waterfall with provenance and the totals, matching the calculator', async () => {
    const id = await createCalculator(owner, { ...santosToNewYork(destinationId), name: '' });
    await amend(owner, id, 'tons', '2,000');
    const list = await listOf(owner);
    const position = list.findIndex((candidate) => candidate.id === id) + 1;
    const calculator = list[position - 1] as CalculatorReply;
    const response = await owner.post(`/api/v1/calculator/${id}/downloadasexcel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(`Calculator - ${position}_11_20_2026_`);
    const rows = await exportRows(response.rawPayload);
    expect(rows.get('Name')?.[1]).toBe(`Calculator - ${position}`);
    expect(rows.get('Generated')?.[1]).toEqual(t.clock.now());
    expect(rows.get('Basis')?.[1]).toBe('New York #11');
    expect(rows.get('Tonnes')?.[1]).toBe(2000);
    for (const costBlock of calculator.costBlocks) {
      expect(rows.get(costBlock.displayName)?.slice(1, 4), costBlock.displayName).toEqual([
        costBlock.price,
        costBlock.lowPrice,
        costBlock.highPrice,
      ]);
      expect(rows.get(costBlock.displayName)?.[6]).toBe(costBlock.provenance.source);
      // Each row says whether its inputs are stale, and as of when (issue 47).
      if (costBlock.provenance.stale !== undefined)
        expect(rows.get(costBlock.displayName)?.[14], costBlock.displayName).toBe(
          costBlock.provenance.stale ? 'yes' : 'no',
        );
      if (costBlock.provenance.asOf)
        expect(rows.get(costBlock.displayName)?.[15]).toBe(costBlock.provenance.asOf);
    }
    // New York #11 was published today (the desk's day); DDP's inputs are as of the oldest.
    expect(rows.get(block(calculator, 'Contract').displayName)?.slice(14, 16)).toEqual(['no', '2026-11-20']);
    const ddpStale = calculator.stale ? 'yes' : 'no';
    expect(rows.get('DDP')?.[14]).toBe(ddpStale);
    expect(rows.get('DDP per tonne')?.slice(4, 6)).toEqual([ddpStale, calculator.oldestInputAsOf]);
    expect(rows.get('CIF')?.[1]).toBe(subtotal(calculator, 'CIF'));
    expect(rows.get('DDP per tonne')?.slice(1, 4)).toEqual([
      calculator.price,
      calculator.lowPrice,
      calculator.highPrice,
    ]);
    expect(rows.get('DDP total')?.slice(1, 4)).toEqual([
      calculator.total,
      calculator.lowTotal,
      calculator.highTotal,
    ]);
    expect(calculator.total).toBe(cents(expectedWaterfall({ tons: 2000 }).total));
  });

  it('downloads a live xlsx: the waterfall and totals are formulas, and the total follows the tonnes typed in', async () => {
    const id = await createCalculator(owner);
    await amend(owner, id, 'tons', '12,345.678');
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id) as CalculatorReply;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await owner.post(`/api/v1/calculator/${id}/downloadasexcel`)).rawPayload as never,
    );
    const sheet = workbook.getWorksheet('Calculator');
    if (!sheet) throw new Error('no sheet');
    const rowOf = new Map<string, number>();
    sheet.eachRow((row, rowNumber) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' && !rowOf.has(label)) rowOf.set(label, rowNumber);
    });
    const at = (label: string, column = 'B') => `${column}${rowOf.get(label)}`;
    expect(sheet.getCell(at('DDP total')).formula).toBe(`ROUND(${at('DDP per tonne')}*${at('Tonnes')},2)`);
    expect(sheet.getCell(at('CIF')).formula).toBe(`ROUND(${at('CFR')}+${at('Insurance')},2)`);
    expect(sheet.getCell(at('Sea Freight')).formula).toBe(
      `ROUND(${at('Sea freight per 20-ft container')}/${at('Tonnes per container')},2)`,
    );

    // Recalculated as opened, every formula gives the figure the card shows.
    const opened = recalculate(sheet);
    for (const [label, column, figure] of [
      ['FOB', 'B', subtotal(calculator, 'FOB')],
      ['CIF', 'C', calculator.subtotals.find((entry) => entry.name === 'CIF')?.lowPrice],
      ['DDP', 'D', calculator.highPrice],
      ['DDP per tonne', 'B', calculator.price],
      ['DDP total', 'B', calculator.total],
      ['DDP total', 'C', calculator.lowTotal],
    ] as const)
      expect(opened(at(label, column)), `${label} ${column}`).toBeCloseTo(figure ?? Number.NaN, 9);
    expect(calculator.total).toBe(cents(calculator.price * 12345.678));

    // A trader types 3,000 t: the totals follow; a cheaper box makes the freight, CFR and DDP follow.
    const retyped = recalculate(sheet, { [at('Tonnes')]: 3000 });
    expect(retyped(at('DDP total'))).toBeCloseTo(cents(calculator.price * 3000), 9);
    expect(retyped(at('DDP total', 'D'))).toBeCloseTo(cents(calculator.highPrice * 3000), 9);
    const cheaperBox = recalculate(sheet, { [at('Sea freight per 20-ft container')]: 1000 });
    const freight = cents(1000 / calculator.tonsPerContainer);
    expect(cheaperBox(at('Sea Freight'))).toBeCloseTo(freight, 9);
    expect(cheaperBox(at('DDP'))).toBeCloseTo(
      cents(calculator.price - block(calculator, 'SeaFreight').price + freight),
      9,
    );
  });

  it('uses the file name the web app sends, and downloads CSV', async () => {
    const id = await createCalculator(owner);
    const excel = await owner.post(
      `/api/v1/calculator/${id}/downloadasexcel?filename=${encodeURIComponent('Santos to NY_11_20_2026_10:00.xlsx')}`,
    );
    expect(excel.headers['content-disposition']).toContain('filename="Santos to NY_11_20_2026_10:00.xlsx"');
    const csv = await owner.post(
      `/api/v1/calculator/${id}/downloadascsv?name=Santos&ts=${Date.parse('2026-11-20T10:05:00Z')}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('filename="Santos_11_20_2026_10:05.csv"');
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id) as CalculatorReply;
    expect(csv.body).toContain(
      `DDP per tonne,${calculator.price},${calculator.lowPrice},${calculator.highPrice}`,
    );
    expect(csv.body).toContain('Cost waterfall (per tonne, USD)');
    expect(csv.body).toContain(',Formula,FX source,Stale,As of\r\n');
    expect(csv.body).toContain(
      `DDP per tonne,${calculator.price},${calculator.lowPrice},${calculator.highPrice},${calculator.stale ? 'yes' : 'no'},${calculator.oldestInputAsOf}\r\n`,
    );
  });
});

describe('ownership and roles', () => {
  it('keeps calculators to their user: another user of the account and another account get 404 on every call', async () => {
    const id = await createCalculator(owner);
    for (const other of [colleague, stranger]) {
      expect((await listOf(other)).some((calculator) => calculator.id === id)).toBe(false);
      const calls = [
        other.put(`/api/v1/calculator/${id}`, santosToNewYork('USNYC')),
        other.delete(`/api/v1/calculator/${id}`),
        amend(other, id, 'tons', '5'),
        other.put(`/api/v1/calculator/${id}/costblock/true/SeaFreight?value=1`),
        other.put(`/api/v1/calculator/${id}/costblock/activity/false/Duty`),
        other.post(`/api/v1/calculator/${id}/downloadascsv`),
        other.post(`/api/v1/calculator/${id}/downloadasexcel`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    }
    const still = (await listOf(owner)).find((calculator) => calculator.id === id);
    expect(still).toMatchObject({ tons: 0, activeDuty: true, customSeaFreight: false });
  });

  it("lets a Viewer read and download, and answers every change 'Insufficient privileges!!'", async () => {
    const id = await createCalculator(owner);
    expect((await viewer.get('/api/v1/calculator/all')).statusCode).toBe(200);
    expect((await viewer.post(`/api/v1/calculator/${id}/downloadasexcel`)).statusCode).toBe(404);
    const changes = [
      viewer.put('/api/v1/calculator/calculateall'),
      viewer.put('/api/v1/calculator/all'),
      viewer.post('/api/v1/calculator', santosToNewYork('USNYC')),
      viewer.put(`/api/v1/calculator/${id}`, santosToNewYork('USNYC')),
      viewer.delete(`/api/v1/calculator/${id}`),
      amend(viewer, id, 'tons', '5'),
      viewer.put(`/api/v1/calculator/${id}/costblock/true/SeaFreight?value=1`),
      viewer.put(`/api/v1/calculator/${id}/costblock/activity/false/Duty`),
    ];
    for (const response of await Promise.all(changes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Insufficient privileges!!');
    }
  });

  it('allows a Free account its plan row’s number of calculators, then refuses with an upgrade reason', async () => {
    const registered = await registerAccount(t.app);
    const free = as(t.app, (await signIn(t.app, registered.email, registered.password)).access_token);
    await createCalculator(free, santosToNewYork('USNYC'));
    await createCalculator(free, santosToNewYork('USNYC'));
    const third = await free.post('/api/v1/calculator', santosToNewYork('USNYC'));
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      reason: 'calculator_limit_reached',
      limit: 2,
      plan: 'Free',
      message: 'Your plan allows 2 calculators. Upgrade to a paid plan to add more.',
    });
    expect(await listOf(free)).toHaveLength(2);
  });

  it('counts concurrent creations on a Free account under a lock', async () => {
    const registered = await registerAccount(t.app);
    const free = as(t.app, (await signIn(t.app, registered.email, registered.password)).access_token);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => free.post('/api/v1/calculator', santosToNewYork('USNYC'))),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(2);
    expect(await listOf(free)).toHaveLength(2);
  });

  it('answers 404 for a calculator id that is not a uuid', async () => {
    expect((await owner.delete('/api/v1/calculator/not-a-uuid')).statusCode).toBe(404);
    expect((await amend(owner, 'not-a-uuid', 'tons', '5')).statusCode).toBe(404);
  });
});

describe('FX', () => {
  it('converts with a newly published rate at the next read', async () => {
    const id = await createCalculator(owner, { ...santosToNewYork(destinationId), currencyCode: 'EUR' });
    t.clock.advance(60_000);
    await publishFx(t, { EUR: 0.8 });
    const calculator = (await listOf(owner)).find((candidate) => candidate.id === id) as CalculatorReply;
    expect(block(calculator, 'Forex').price).toBe(0.8);
    const basis = cents(20 * 22.046 * 0.8);
    expect(block(calculator, 'Contract').price).toBe(cents(basis + cents(basis * 0.042)));
    expect(calculator.lastForexUpdated).toBe(t.clock.now().getTime());
    await publishFx(t, { EUR: 0.92 });
  });
});

describe('the calculators contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, calculatorEndpoints);
  });
});
