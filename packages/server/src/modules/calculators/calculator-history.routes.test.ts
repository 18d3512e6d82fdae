import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  openCalculatorDesk,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { createPaidAccount, signIn, type TestApp } from '../../../test/test-app.ts';

type Point = {
  at: number;
  publication: string;
  pricingDay: string;
  ddp: number | null;
  contractPrice: number | null;
  contract: number | null;
};
type History = { currencyCode: string; from: number; to: number; points: Point[] };

const dayMs = 86_400_000;
let t: TestApp;
let owner: Caller;
let destinationId: string;
let credentials: { email: string; password: string };

beforeAll(async () => {
  const desk = await openCalculatorDesk();
  ({ t, owner, destinationId } = desk);
  credentials = desk.desk.admin;
});
afterAll(() => t.close());

const nextDay = async () => {
  t.clock.advance(dayMs);
  owner = as(t.app, (await signIn(t.app, credentials.email, credentials.password)).access_token);
};

const priceNow = async (id: string) =>
  (await owner.get('/api/v1/calculator/all'))
    .json<{ id: string; price: number; contractPrice: number }[]>()
    .find((calculator) => calculator.id === id);

describe('DDP history', () => {
  it('after three publications, three points equal to what the calculator showed after each', async () => {
    const created = await owner.post('/api/v1/calculator', santosToNewYork(destinationId));
    const id = created.json<{ id: string }>().id;
    const shown = [await priceNow(id)];
    for (const price of [21, 22.5]) {
      await nextDay();
      await publishPrice(t, {
        contractId: 'NewYork11',
        periodId: 'Mar-27',
        price,
        lowPrice: price,
        highPrice: price,
      });
      shown.push(await priceNow(id));
    }
    expect(new Set(shown.map((calculator) => calculator?.price)).size).toBe(3);

    const history = (await owner.get(`/api/v1/calculator/${id}/history`)).json<History>();
    expect(history.currencyCode).toBe('USD');
    const prices = history.points.filter((point) => point.publication === 'prices');
    expect(prices.slice(-3).map((point) => point.ddp)).toEqual(shown.map((calculator) => calculator?.price));
    expect(prices.slice(-3).map((point) => point.contractPrice)).toEqual(
      shown.map((calculator) => calculator?.contractPrice),
    );
    expect(prices.slice(-3).map((point) => point.pricingDay)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    // Oldest first.
    const times = history.points.map((point) => point.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // A range: only the last publication.
    const lastDay = (
      await owner.get(`/api/v1/calculator/${id}/history?from=${t.clock.now().getTime() - 60_000}`)
    ).json<History>();
    expect(lastDay.points.map((point) => point.ddp)).toEqual([shown[2]?.price]);
  });

  it("gives the card's Contract line (polarisation premium included) and no row for a rule table that moved nothing", async () => {
    const created = await owner.post('/api/v1/calculator', santosToNewYork(destinationId));
    const id = created.json<{ id: string }>().id;
    await nextDay();
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 21.25 });
    // The desk saves a rule table that leaves this calculator's figures as they were.
    const [duty] = await t.deps.ruleTablesRepository.history('duty-rules');
    const content = duty && (await t.deps.ruleTablesRepository.find('duty-rules', duty.version));
    if (!duty || !content) throw new Error('The duty rules are not stored');
    t.clock.advance(60_000);
    await t.deps.ruleTablesRepository.insert({
      tableId: 'duty-rules',
      version: duty.version + 1,
      content: content.content,
      note: 'Saved again, unchanged',
      savedBy: 'Test analyst',
      operatorId: null,
      fromFile: false,
      savedAt: t.clock.now(),
    });
    await t.settleChanges();

    const calculator = (await owner.get('/api/v1/calculator/all'))
      .json<{ id: string; contractPrice: number; costBlocks: { type: string; price: number }[] }[]>()
      .find((entry) => entry.id === id);
    const contractLine = calculator?.costBlocks.find((block) => block.type === 'Contract')?.price;
    // A raw cargo: the card's Contract carries the polarisation premium beside the contract's own price.
    expect(contractLine).not.toBe(calculator?.contractPrice);
    const history = (await owner.get(`/api/v1/calculator/${id}/history`)).json<History>();
    expect(history.points.at(-1)).toMatchObject({
      publication: 'prices',
      contract: contractLine,
      contractPrice: calculator?.contractPrice,
    });
    expect(history.points.filter((point) => point.at > history.points.at(-1)!.at)).toEqual([]);
    expect(history.points.filter((point) => point.publication === 'rules' && point.ddp === null)).toEqual([]);
  });

  it('refuses a reversed or over-long range, and another account’s calculator', async () => {
    const id = (await owner.post('/api/v1/calculator', santosToNewYork(destinationId))).json<{ id: string }>()
      .id;
    const now = t.clock.now().getTime();
    const reversed = await owner.get(`/api/v1/calculator/${id}/history?from=${now}&to=${now - dayMs}`);
    expect(reversed.json()).toMatchObject({ message: 'The start of the range must be before its end' });
    const long = await owner.get(`/api/v1/calculator/${id}/history?from=${now - 1200 * dayMs}&to=${now}`);
    expect(long.statusCode).toBe(400);
    const { admin: stranger } = await createPaidAccount(t);
    expect((await as(t.app, stranger.accessToken).get(`/api/v1/calculator/${id}/history`)).statusCode).toBe(
      404,
    );
  });
});
