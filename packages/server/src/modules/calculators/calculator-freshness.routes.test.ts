import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  openCalculatorDesk,
  publishFx,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { signIn, type TestApp } from '../../../test/test-app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { exportRows } from '../../../test/export-rows.ts';

// Decision 0114: every block's provenance carries its as-of date and a stale flag, judged on the injected clock's
// day; a quote keeps the freshness it was frozen with.

type Provenance = { asOf?: string | null; expectedEvery?: string | null; stale?: boolean; fxSource: string };
type Input = {
  series: string;
  name: string;
  asOf: string | null;
  stale: boolean;
  demo: boolean;
  blocks: string[];
};
type Reply = {
  id: string;
  stale?: boolean;
  oldestInputAsOf?: string | null;
  inputFreshness?: Input[];
  costBlocks: { type: string; provenance: Provenance }[];
};
type QuoteReply = {
  id: string;
  freshness: { checkedOn: string; stale: boolean; oldestInputAsOf: string | null; inputs: Input[] } | null;
  buyerCopy: { inputsAsOf: { name: string; asOf: string | null }[] };
  share: { url: string } | null;
};

const dayMs = 86_400_000;
let t: TestApp;
let owner: Caller;
let destinationId: string;
let credentials: { email: string; password: string };

/** Moves the clock to `iso` and signs in again (access tokens live an hour of that clock). */
const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  owner = as(t.app, (await signIn(t.app, credentials.email, credentials.password)).access_token);
};

beforeAll(async () => {
  const desk = await openCalculatorDesk();
  ({ t, owner, destinationId } = desk);
  credentials = desk.desk.admin;
});
afterAll(() => t.close());

const newEuroCalculator = async (periodId = 'Mar-27') => {
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(destinationId, periodId),
    currencyCode: 'EUR',
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<Reply>().id;
};
const read = async (id: string) => {
  const response = await owner.get('/api/v1/calculator/all');
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<Reply[]>().find((calculator) => calculator.id === id);
  if (found === undefined) throw new Error(`calculator ${id} is not in the list`);
  return found;
};
const blockOf = (reply: Reply, type: string) => reply.costBlocks.find((block) => block.type === type);

describe('a calculator reply carries the freshness of each block', () => {
  it('dates every block, and calls demo FX stale on the blocks it converts', async () => {
    await at('2026-11-20T12:00:00Z');
    const reply = await read(await newEuroCalculator());
    for (const block of reply.costBlocks) {
      expect(typeof block.provenance.stale, block.type).toBe('boolean');
      expect(block.provenance).toHaveProperty('asOf');
    }
    // New York #11 Mar-27 is a real settlement of today; the euro rate is the demo seed's.
    expect(blockOf(reply, 'Contract')?.provenance).toMatchObject({
      asOf: '2026-11-20',
      expectedEvery: 'P1D',
      stale: true,
      fxSource: 'published',
    });
    expect(blockOf(reply, 'Insurance')?.provenance).toMatchObject({ expectedEvery: null, stale: false });
    expect(reply.stale).toBe(true);
    expect(reply.inputFreshness).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ series: 'NewYork11', asOf: '2026-11-20', demo: false, stale: false }),
        expect.objectContaining({ series: 'FX:EUR', name: 'EUR per US dollar', demo: true, stale: true }),
      ]),
    );
  });

  it('says in the CSV and xlsx exports, row by row, whether the inputs are stale and as of when', async () => {
    await at('2026-11-20T12:00:00Z');
    const id = await newEuroCalculator();
    const reply = await read(id);
    const csv = (await owner.post(`/api/v1/calculator/${id}/downloadascsv`)).body.split('\r\n');
    const sheet = await exportRows((await owner.post(`/api/v1/calculator/${id}/downloadasexcel`)).rawPayload);
    const csvRow = (label: string) => csv.find((line) => line.startsWith(`${label},`))?.split(',');
    expect(csv).toContain(
      'Block,Price,Low,High,Default,State,Source,Period,Published,Base amount,Base currency,FX rate,Formula,FX source,Stale,As of',
    );
    // The contract's settlement is today's, but it reaches euros at the demo rate: stale, as of the settlement.
    expect(csvRow('Contract')?.slice(-2)).toEqual(['yes', '2026-11-20']);
    expect(sheet.get('Contract')?.slice(14, 16)).toEqual(['yes', '2026-11-20']);
    // A rule-table block is not a late series.
    expect(csvRow('Insurance')?.at(-2)).toBe('no');
    expect(reply.stale).toBe(true);
    for (const label of ['DDP', 'DDP per tonne', 'DDP total']) {
      expect(csvRow(label)?.slice(-2), label).toEqual(['yes', reply.oldestInputAsOf]);
      expect(sheet.get(label)?.slice(-2), label).toEqual(['yes', reply.oldestInputAsOf]);
    }
  });

  it('turns current once the rate is published, and late when the days pass without a settlement', async () => {
    await at('2026-11-20T12:00:00Z');
    await publishFx(t, { EUR: 0.9 });
    const id = await newEuroCalculator();
    const fresh = await read(id);
    expect(blockOf(fresh, 'Contract')?.provenance).toMatchObject({ asOf: '2026-11-20', stale: false });
    expect(fresh.stale).toBe(false);
    expect(fresh.oldestInputAsOf).toBe('2026-11-20');

    // Monday: Friday's settlement and rate are still the newest due.
    await at('2026-11-23T09:00:00Z');
    expect((await read(id)).stale).toBe(false);
    // Tuesday: Monday's were due.
    await at('2026-11-24T09:00:00Z');
    const late = await read(id);
    expect(late.stale).toBe(true);
    expect(blockOf(late, 'Contract')?.provenance).toMatchObject({ asOf: '2026-11-20', stale: true });
    expect(late.inputFreshness?.filter((input) => input.stale).map((input) => input.series)).toEqual([
      'NewYork11',
      'FX:EUR',
    ]);
  });
});

describe('a matrix names the late inputs of each cell', () => {
  it('lists each input once and points the cells priced from demo rates at it', async () => {
    await at('2026-11-20T12:00:00Z');
    const created = await owner.post('/api/v1/matrices', {
      name: 'Freshness',
      currencyCode: 'GBP',
      origins: [{ contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' }],
      destinationIds: [destinationId, 'NLRTM'],
      periodCount: 1,
      blocks: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const prices = await owner.get(`/api/v1/matrices/${created.json<{ id: string }>().id}/prices`);
    expect(prices.statusCode, prices.body).toBe(200);
    const reply = prices.json<{
      inputFreshness: Input[];
      periods: { cells: { price: number | null; staleInputs?: number[] }[][] }[];
    }>();
    const series = reply.inputFreshness.map((input) => input.series);
    expect(new Set(series).size).toBe(series.length);
    const pound = series.indexOf('FX:GBP');
    expect(reply.inputFreshness[pound]).toMatchObject({ demo: true, stale: true });
    for (const cell of reply.periods[0]?.cells[0] ?? []) {
      expect(cell.price).not.toBeNull();
      expect(cell.staleInputs).toContain(pound);
      expect(cell.staleInputs?.map((index) => reply.inputFreshness[index]?.stale)).not.toContain(false);
    }
  });
});

describe('a quote keeps the freshness it was frozen with', () => {
  it('after a newer publication, on the page, the share link and the PDF', async () => {
    await at('2026-11-24T09:00:00Z');
    const id = await newEuroCalculator();
    const frozen = await owner.post(`/api/v1/calculator/${id}/quotes`, {
      validUntil: t.clock.now().getTime() + 7 * dayMs,
      note: '',
    });
    expect(frozen.statusCode, frozen.body).toBe(201);
    const quote = frozen.json<QuoteReply>();
    expect(quote.freshness).toMatchObject({
      checkedOn: '2026-11-24',
      stale: true,
      oldestInputAsOf: '2026-11-20',
    });

    await at('2026-11-25T12:00:00Z');
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 21 });
    await publishFx(t, { EUR: 0.91 });
    expect((await read(id)).stale).toBe(false);

    const again = (await owner.get(`/api/v1/quotes/${quote.id}`)).json<QuoteReply>();
    expect(again.freshness).toEqual(quote.freshness);
    expect(again.buyerCopy.inputsAsOf).toEqual(
      expect.arrayContaining([
        { name: 'New York #11', asOf: '2026-11-20' },
        { name: 'EUR per US dollar', asOf: '2026-11-20' },
      ]),
    );

    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14 });
    expect(shared.statusCode, shared.body).toBe(200);
    const token = shared.json<QuoteReply>().share?.url.split('/q/')[1] ?? '';
    const view = await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    const buyer = view.json<Record<string, unknown> & QuoteReply>();
    expect(buyer.buyerCopy.inputsAsOf).toEqual(again.buyerCopy.inputsAsOf);
    // Only names and dates reach the buyer: no stale flag, no series ids, no publisher.
    expect(buyer).not.toHaveProperty('freshness');
    expect(JSON.stringify(buyer.buyerCopy.inputsAsOf)).not.toMatch(/stale|series|demo|FX:/);

    const pdf = await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).join('\n');
    expect(text).toContain('Market data as of:');
    expect(text).toContain('New York #11 2026-11-20');
  });
});
