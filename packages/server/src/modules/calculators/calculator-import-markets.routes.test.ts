import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { awaitingDutySource, mainImportMarkets } from '@psc/core/market-data/main-import-markets';
import type { TestApp } from '../../../test/test-app.ts';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';

// Issue 45: a New York #11 (raws) and a London #5 (whites) calculator from Santos to a port of each of the 54 main
// import markets find the duty rule the shipped table has for them, through the API, on both engines.

let t: TestApp;
let owner: Caller;
const calculators: Record<'raw' | 'white', { id: string; body: object }> = {
  raw: { id: '', body: {} },
  white: { id: '', body: {} },
};

beforeAll(async () => {
  ({ t, owner } = await openCalculatorDesk());
  const bodies = {
    raw: { ...santosToNewYork('IDTPP'), name: 'Santos raws' },
    white: { ...santosToNewYork('IDTPP'), name: 'Santos whites', contractId: 'London5' },
  };
  for (const product of ['raw', 'white'] as const) {
    const created = await owner.post('/api/v1/calculator', bodies[product]);
    expect(created.statusCode, created.body).toBe(200);
    calculators[product] = { id: created.json<{ id: string }>().id, body: bodies[product] };
  }
});
afterAll(() => t.close());

const priceTo = async (product: 'raw' | 'white', portId: string): Promise<CalculatorReply> => {
  const { id, body } = calculators[product];
  const response = await owner.put(`/api/v1/calculator/${id}`, { ...body, destinationId: portId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalculatorReply>();
};

describe('duty in the 54 main import markets, from Santos', () => {
  it.each(
    mainImportMarkets.flatMap((market) =>
      (['raw', 'white'] as const).map((product) => [market.name, product, market] as const),
    ),
  )('%s %s: the Duty block applies the market’s rule', async (_name, product, market) => {
    const calculator = await priceTo(product, market.portId);
    const duty = calculator.duty;
    expect(duty).not.toBeNull();
    const dutyBlock = calculator.costBlocks.find((block) => block.type === 'Duty');
    if (awaitingDutySource[market.name]?.includes(product) === true) {
      expect(duty?.appliedId).toBeNull();
      expect(duty?.reason).toMatch(/^Duty not known for /);
      // The DDP leaves the duty out and the reply says so (issue 45 item 2).
      expect(calculator.priceComplete).toBe(false);
      expect(calculator.incompleteReason).toBe(`${duty?.reason}: the DDP excludes duty`);
      return;
    }
    expect(calculator.priceComplete).toBe(true);
    expect(calculator.incompleteReason).toBeNull();
    const applied = duty?.options.find((option) => option.id === duty.appliedId);
    expect(applied, `${market.name} ${product}: ${duty?.reason}`).toBeDefined();
    expect(applied?.source.length).toBeGreaterThan(20);
    // The block prices the rule: a rate above zero shows as duty, a zero-rated rule as 0.
    const charges = (applied?.adValoremRate ?? 0) > 0 || (applied?.specificPerTonne ?? 0) > 0;
    expect((dutyBlock?.price ?? 0) > 0).toBe(charges);
  });
});

describe('duty fixes of issue 45 through the API', () => {
  const cashMarket = (regionId: string, countryId: string, portId: string) => ({
    name: `Cash market ${regionId} to ${portId}`,
    contractId: 'CashMarketPrice',
    periodId: 'CMPFY',
    originRegionId: 'Europe',
    originCMPRegionId: regionId,
    originCountryId: countryId,
    originPortId: null,
    destinationId: portId,
    currencyCode: 'GBP',
  });
  const created = async (body: object): Promise<CalculatorReply> => {
    const response = await owner.post('/api/v1/calculator', body);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ id: string }>().id;
    const found = (await owner.get('/api/v1/calculator/all'))
      .json<CalculatorReply[]>()
      .find((calculator) => calculator.id === id);
    if (!found) throw new Error('not listed');
    return found;
  };
  const dutyPrice = (calculator: CalculatorReply) =>
    calculator.costBlocks.find((block) => block.type === 'Duty')?.price;

  it('charges UK cash-market sugar delivered in London no import duty', async () => {
    const calculator = await created(cashMarket('UK', '826', 'GBLON'));
    expect(calculator.duty).toMatchObject({
      appliedId: 'domestic',
      reason:
        'United Kingdom is the origin: sugar sold in its own country is not imported and pays no import duty',
      options: [{ id: 'domestic', regime: 'domestic' }],
    });
    expect(dutyPrice(calculator)).toBe(0);
  });

  it('lets Belgian cash-market sugar into Liverpool at 0 % under the EU-UK TCA', async () => {
    const calculator = await created(cashMarket('Region2', '056', 'GBLIV'));
    expect(calculator.duty?.appliedId).toBe('GB-EU-TCA-duty-free');
    expect(dutyPrice(calculator)).toBe(0);
  });

  it('offers Durban raws into Rotterdam the EU-SADC EPA quota, which prices at 0 when picked', async () => {
    const calculator = await created({
      ...santosToNewYork('NLRTM'),
      name: 'Durban to Rotterdam',
      originRegionId: 'Africa',
      originCountryId: '710',
      originPortId: 'ZADUR',
      currencyCode: 'EUR',
    });
    expect(calculator.duty?.appliedId).toBe('EU-raw-MFN');
    expect(calculator.duty?.options.map((option) => option.id)).toContain('EU-SADC-EPA-quota-South-Africa');
    const picked = await owner.put(
      `/api/v1/calculator/${calculator.id}/dutyRegime?value=EU-SADC-EPA-quota-South-Africa`,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(dutyPrice(picked.json<CalculatorReply>())).toBe(0);
  });
});
