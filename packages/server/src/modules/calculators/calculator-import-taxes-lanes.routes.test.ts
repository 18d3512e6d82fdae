import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { RuleTableReply } from '@psc/core/operations/rule-tables.schemas';
import { as, openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import type { TestApp } from '../../../test/test-app.ts';

// Issue 45 items 4-6 through HTTP on both engines (decisions 0120-0122): the VAT line beside the DDP, premiums by
// basis and container lanes, and analysts publishing new versions of the three tables on the console.

let t: TestApp;
let owner: Caller;
let analyst: Caller;

beforeAll(async () => {
  ({ t, owner } = await openCalculatorDesk());
  analyst = as(t.app, (await createSignedInOperator(t, 'analyst')).accessToken);
});
afterAll(() => t.close());

const reread = async (id: string): Promise<CalculatorReply> =>
  (await owner.get('/api/v1/calculator/all')).json<CalculatorReply[]>().find((entry) => entry.id === id)!;
const amend = async (id: string, field: string, value: string): Promise<CalculatorReply> => {
  const response = await owner.put(`/api/v1/calculator/${id}/${field}?value=${encodeURIComponent(value)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalculatorReply>();
};
const create = async (body: Record<string, unknown> & { tons?: number }): Promise<CalculatorReply> => {
  const { tons, ...request } = body;
  const response = await owner.post('/api/v1/calculator', request);
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json<{ id: string }>();
  return tons === undefined ? reread(id) : amend(id, 'tons', String(tons));
};
const block = (calculator: CalculatorReply, type: string) =>
  calculator.costBlocks.find((entry) => entry.type === type);
const subtotal = (calculator: CalculatorReply, name: string) =>
  calculator.subtotals.find((entry) => entry.name === name)?.price ?? Number.NaN;
const cents = (value: number) => Math.round(value * 100) / 100;

const thaiWhitesToJakarta = {
  name: 'Thai whites to Jakarta',
  contractId: 'London5',
  periodId: 'Mar-27',
  originRegionId: 'Asia',
  originCMPRegionId: null,
  originCountryId: '764',
  originPortId: 'THLCH',
  destinationId: 'IDTPP',
  currencyCode: 'USD',
  freightMode: 'container',
};

const publish = async (tableId: string, change: (content: never) => unknown, note: string) => {
  const current = (await analyst.get(`/api/ops/rules/${tableId}`)).json<RuleTableReply>();
  const saved = await analyst.post(`/api/ops/rules/${tableId}`, {
    content: change(current.content as never),
    note,
    baseVersion: current.history[0]?.version ?? 0,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const after = (await analyst.get(`/api/ops/rules/${tableId}`)).json<RuleTableReply>();
  expect(after.history.length).toBeGreaterThan(current.history.length);
  expect(after.history[0]).toMatchObject({ note });
};

describe('import taxes beside the DDP (decision 0120)', () => {
  it('Santos → Chittagong raws list VAT 15 % and AIT 2 % with base, rate, source and cargo cash, outside the DDP', async () => {
    const calculator = await create({ ...santosToNewYork('BDCGP'), tons: 30000 });
    const taxes = calculator.importTaxes;
    expect(taxes).toMatchObject({ known: true, note: expect.stringMatching(/outside the DDP/) });
    const cif = subtotal(calculator, 'CIF');
    const duty = block(calculator, 'Duty')?.price ?? Number.NaN;
    const vat = taxes?.lines.find((line) => line.id === 'BD-VAT');
    expect(vat).toMatchObject({ name: 'VAT', rate: 0.15, base: 'cifPlusDuty', basePrice: cents(cif + duty) });
    expect(vat?.price).toBe(cents(0.15 * cents(cif + duty)));
    expect(vat?.total).toBe(cents((vat?.price ?? 0) * 30000));
    expect(vat?.source).toMatch(/NBR.*15 % VAT/);
    const ait = taxes?.lines.find((line) => line.id === 'BD-AIT');
    expect(ait).toMatchObject({ rate: 0.02, base: 'cif', basePrice: cif, price: cents(0.02 * cif) });
    // Not in the DDP: DDP = CIF + Duty + destination charges + land freight.
    expect(calculator.price).toBe(
      cents(
        cif +
          duty +
          (block(calculator, 'Loading')?.price ?? 0) +
          (block(calculator, 'LandFreight')?.price ?? 0),
      ),
    );
    const csv = await owner.post(`/api/v1/calculator/${calculator.id}/downloadascsv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Import tax: VAT (15.00 % of CIF + duty');
    expect(csv.body).toContain('Import tax: VAT for the cargo');
  });

  it('with Finance on, the VAT is carried in the Finance line', async () => {
    const calculator = await create({ ...santosToNewYork('BDCGP'), tons: 30000 });
    const financed = await amend(calculator.id, 'finance', 'on');
    const taxes = financed.importTaxes?.price ?? 0;
    const terms = financed.finance;
    expect(terms?.importTaxCarry).toBe(
      cents((taxes * (terms?.carryRatePerYear ?? 0) * (terms?.paymentDays ?? 0)) / 365),
    );
    expect(terms?.importTaxCarry).toBeGreaterThan(0);
    expect(financed.importTaxes?.financed).toBe(terms?.importTaxCarry);
  });

  it('a market without a sourced tax says not known; domestic sugar has none', async () => {
    const japan = await create(santosToNewYork('JPYOK'));
    expect(japan.importTaxes).toMatchObject({
      known: false,
      note: 'Import taxes not known for Japan',
      lines: [],
    });
  });
});

describe('premiums by origin and basis (decision 0121)', () => {
  it('Santos raws take the VHP premium over #11, whites the port default; a published version wins', async () => {
    const raws = await create(santosToNewYork('IDTPP'));
    const whites = await create({ ...santosToNewYork('IDTPP'), contractId: 'London5' });
    expect(block(raws, 'Premium')).toMatchObject({ price: 1.1 });
    expect(block(raws, 'Premium')?.provenance.source).toMatch(/premium over New York #11/);
    expect(block(whites, 'Premium')).toMatchObject({ price: 20 });
    await publish(
      'origin-premiums',
      (content: { premiums: { portId: string; basisContractId?: string; amount: number }[] }) => ({
        premiums: content.premiums.map((row) =>
          row.portId === 'BRSSZ' && row.basisContractId === 'NewYork11'
            ? { ...row, amount: -2.2, effectiveFrom: '2026-11-19', source: 'Analyst: VHP H-10 points' }
            : row,
        ),
      }),
      'VHP at 10 points under March',
    );
    expect(block(await reread(raws.id), 'Premium')).toMatchObject({ price: -2.2 });
    expect(block(await reread(whites.id), 'Premium')).toMatchObject({ price: 20 });
  });
});

describe('container freight by lane (decision 0122)', () => {
  it('Thai whites to Jakarta pay the intra-Asia index rate; a published version reprices them', async () => {
    const calculator = await create(thaiWhitesToJakarta);
    expect(calculator.freight?.containerLane).toMatchObject({
      laneId: 'intra-asia',
      per20ft: 399,
      per40ft: 665,
    });
    expect(block(calculator, 'SeaFreight')?.price).toBe(15.96);
    expect(calculator.seaFreightCost).toBe(399);
    await publish(
      'container-lanes',
      (content: { lanes: { id: string; per20ft: number; per40ft: number }[] }) => ({
        ...(content as object),
        lanes: content.lanes.map((lane) =>
          lane.id === 'intra-asia'
            ? {
                ...lane,
                per40ft: 750,
                per20ft: 450,
                effectiveFrom: '2026-11-19',
                source: 'Analyst: IACI 2026-11-19',
              }
            : lane,
        ),
      }),
      'IACI of 19 November',
    );
    const repriced = await reread(calculator.id);
    expect(block(repriced, 'SeaFreight')?.price).toBe(18);
    expect(repriced.freight?.containerLane).toMatchObject({ per20ft: 450, effectiveFrom: '2026-11-19' });
  });

  it('only an analyst publishes: a trader and a support operator are refused, nothing saved', async () => {
    const before = (await analyst.get('/api/ops/rules/container-lanes')).json<RuleTableReply>();
    const body = { content: before.content, note: 'not mine', baseVersion: before.history[0]?.version ?? 0 };
    const trader = await owner.post('/api/ops/rules/container-lanes', body);
    expect([401, 403]).toContain(trader.statusCode);
    const support = as(t.app, (await createSignedInOperator(t, 'support')).accessToken);
    expect((await support.post('/api/ops/rules/origin-premiums', body)).statusCode).toBe(403);
    const after = (await analyst.get('/api/ops/rules/container-lanes')).json<RuleTableReply>();
    expect(after.history).toHaveLength(before.history.length);
  });

  it('a lane without an index keeps the distance band', async () => {
    const calculator = await create({ ...santosToNewYork('AEJEA'), contractId: 'London5' });
    expect(calculator.freight?.containerLane).toBeNull();
    expect(block(calculator, 'SeaFreight')?.provenance.source).toMatch(/PSC indicative default/);
  });

  it('an analyst publishes import taxes as a new version; a refused row names its problem', async () => {
    const refused = await analyst.post('/api/ops/rules/import-taxes', {
      content: { taxes: [{ id: 'X', importingCountryIds: ['999'], product: 'any', name: 'VAT', rate: 2 }] },
      note: 'broken',
      baseVersion: 1,
    });
    expect(refused.statusCode).toBe(400);
    await publish(
      'import-taxes',
      (content: { taxes: unknown[] }) => ({
        taxes: [
          ...content.taxes,
          {
            id: 'JP-CT',
            importingCountryIds: ['392'],
            product: 'any',
            name: 'Consumption tax',
            rate: 0.08,
            base: 'cifPlusDuty',
            recoverable: true,
            source: 'Analyst test row',
            effectiveFrom: '2026-11-19',
          },
        ],
      }),
      'Japan consumption tax',
    );
    const japan = await create(santosToNewYork('JPYOK'));
    expect(japan.importTaxes?.lines.map((line) => [line.id, line.rate])).toEqual([['JP-CT', 0.08]]);
  });
});
