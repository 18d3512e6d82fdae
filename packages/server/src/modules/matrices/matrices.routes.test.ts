import ExcelJS from 'exceljs';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import type { MatrixPricesReply, MatrixRequest } from '@psc/core/matrices/matrices.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, openCalculatorDesk, publishPrice, type Caller } from '../../../test/calculator-fixtures.ts';
import { addMember, createPaidAccount, type TestApp } from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

type Calculator = {
  id: string;
  price: number;
  lowPrice: number;
  highPrice: number;
  periodId: string;
  freight: { mode: string } | null;
  costBlocks: { type: string; price: number; includedInSum: boolean }[];
  finance: { active: boolean; price: number } | null;
};

let t: TestApp;
let owner: Caller;
let destinationId: string;
let deskAdmin: Awaited<ReturnType<typeof openCalculatorDesk>>['desk']['admin'];

beforeAll(async () => {
  const opened = await openCalculatorDesk({ LOG_LEVEL: 'error' });
  ({ t, owner, destinationId } = opened);
  deskAdmin = opened.desk.admin;
});
afterAll(() => t.close());

const url = (endpoint: { path: string }, matrixId: string) => endpointUrl(endpoint, { matrixId });

const request = (overrides: Partial<MatrixRequest> = {}): MatrixRequest => ({
  name: 'Where do raws land cheapest',
  currencyCode: 'EUR',
  origins: [
    { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' },
    { contractId: 'NewYork11', originPortId: 'THLCH' },
    { contractId: 'London5', originPortId: 'FRLEH' },
    { contractId: 'BrazilSRP' },
    { contractId: 'CashMarketPrice', originCMPRegionId: 'Region1' },
  ],
  destinationIds: ['USNYC', destinationId, 'NLRTM', 'DEHAM'],
  periodCount: 3,
  blocks: {},
  ...overrides,
});

const createMatrix = async (body: MatrixRequest = request(), caller: Caller = owner) => {
  const created = await caller.post(matrixEndpoints.create.path, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
};

const pricesOf = async (matrixId: string, caller: Caller = owner) => {
  const reply = await caller.get(url(matrixEndpoints.prices, matrixId));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<MatrixPricesReply>();
};

const openCell = async (matrixId: string, origin: number, destination: number, position: number) => {
  const reply = await owner.post(url(matrixEndpoints.openCell, matrixId), { origin, destination, position });
  expect(reply.statusCode, reply.body).toBe(201);
  const id = reply.json<{ calculatorId: string }>().calculatorId;
  const all = (await owner.get('/api/v1/calculator/all')).json<Calculator[]>();
  const calculator = all.find((candidate) => candidate.id === id);
  if (calculator === undefined) throw new Error('the opened calculator is not in the list');
  return calculator;
};

/** What a cell shows of a calculator: DDP, range, period and the waterfall's amounts. */
const asCell = (calculator: Calculator) => ({
  periodId: calculator.periodId,
  price: calculator.price,
  lowPrice: calculator.lowPrice,
  highPrice: calculator.highPrice,
  amounts: [
    ...calculator.costBlocks.filter((block) => block.includedInSum).map((block) => block.price),
    calculator.finance?.active === true ? calculator.finance.price : 0,
  ],
});

describe('the matrix contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, matrixEndpoints);
  });
});

describe('parity matrices', () => {
  it('prices every cell in the matrix currency, marks the cheapest origin per destination and says why a cell has none', async () => {
    const id = await createMatrix();
    const prices = await pricesOf(id);
    expect(prices.currencyCode).toBe('EUR');
    expect(prices.periods.map((period) => period.name)).toEqual([
      'Front period',
      'Second period',
      'Third period',
    ]);
    expect(prices.origins.map((origin) => origin.label)).toEqual([
      'New York #11 · Santos · container',
      'New York #11 · Laem Chabang',
      'London #5 · Le Havre',
      'Brazil 150ic Santos · Santos',
      'Europe Cash Market Price · Region1',
    ]);
    const front = prices.periods[0]!;
    expect(front.cells).toHaveLength(5);
    expect(front.cells.every((row) => row.length === 4)).toBe(true);
    // The cash market is ex-works in Europe: New York has no price from it, and says so.
    expect(front.cells[4]![0]!.error).toBe(
      'The Europe Cash Market Price delivers only to destinations in Europe',
    );
    expect(front.cells[4]![2]!.price).toBeGreaterThan(0);
    // The cash market has one period; its later columns say so rather than repeat it.
    expect(prices.periods[1]!.cells[4]![2]!.error).toBe('Europe Cash Market Price has no second period');
    for (const period of prices.periods) {
      period.cheapestOrigin.forEach((best, column) => {
        const priced = period.cells.map((row) => row[column]!.price).filter((price) => price !== null);
        expect(best).not.toBeNull();
        expect(period.cells[best!]![column]!.price).toBe(Math.min(...priced));
      });
    }
    // A cell's waterfall adds up to its DDP.
    const cell = front.cells[0]![0]!;
    expect(prices.steps.map((step) => step.name)).toEqual([
      'Contract',
      'Premium',
      'Sea Freight',
      'Insurance',
      'Duty',
      'DEST. CHARGES',
      'LOCAL FREIGHT',
      'Finance',
    ]);
    const sum = cell.amounts.reduce((total, amount) => total + amount, 0);
    expect(Math.abs(sum - cell.price!)).toBeLessThan(0.06);
    expect(cell.freightMode).toBe('container');
  });

  it('a cell opens as a calculator with identical numbers, whatever the row, the destination and the period', async () => {
    const id = await createMatrix(
      request({ blocks: { Insurance: { active: false }, Premium: { customCost: 12.5 } } }),
    );
    const prices = await pricesOf(id);
    for (const [origin, destination, position] of [
      [0, 0, 1],
      [1, 1, 2],
      [2, 2, 3],
      [3, 3, 1],
      [4, 3, 1],
    ] as const) {
      const cell = prices.periods[position - 1]!.cells[origin]![destination]!;
      const calculator = await openCell(id, origin, destination, position);
      expect(asCell(calculator), `cell ${origin},${destination},${position}`).toEqual({
        periodId: cell.periodId,
        price: cell.price,
        lowPrice: cell.lowPrice,
        highPrice: cell.highPrice,
        amounts: cell.amounts,
      });
      expect(calculator.costBlocks.find((block) => block.type === 'Insurance')?.price).toBe(0);
    }
  });

  it('a raw-sugar row of another grade prices its polarisation, as its calculator does', async () => {
    const id = await createMatrix(
      request({
        origins: [
          { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' },
          { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container', polarisation: 98.5 },
        ],
        destinationIds: ['USNYC'],
        periodCount: 1,
      }),
    );
    const prices = await pricesOf(id);
    expect(prices.origins[1]!.label).toBe('New York #11 · Santos · 98.5° · container');
    const [usual, graded] = prices.periods[0]!.cells.map((row) => row[0]!);
    expect(graded!.price).not.toBe(usual!.price);
    const calculator = await openCell(id, 1, 0, 1);
    expect(calculator.price).toBe(graded!.price);
    const whites = await owner.post(
      matrixEndpoints.create.path,
      request({ origins: [{ contractId: 'London5', originPortId: 'FRLEH', polarisation: 99 }] }),
    );
    expect(whites.json<{ message: string }>().message).toBe(
      'Origin 1: Polarisation applies to raw sugar (the New York #11 basis) only',
    );
  });

  it('a cell is frozen as a quote with the cell’s figures, which price again identically', async () => {
    const id = await createMatrix();
    const prices = await pricesOf(id);
    const cell = prices.periods[1]!.cells[2]![2]!;
    const validUntil = t.clock.now().getTime() + 3 * 86_400_000;
    const frozen = await owner.post(endpointUrl(quoteEndpoints.freezeMatrixCell, { matrixId: id }), {
      origin: 2,
      destination: 2,
      position: 2,
      validUntil,
      note: 'Whites into Rotterdam',
    });
    expect(frozen.statusCode, frozen.body).toBe(201);
    const quote = frozen.json<{
      id: string;
      calculatorId: string | null;
      reprice: string;
      calculator: {
        price: number;
        periodId: string;
        costBlocks: { price: number; includedInSum: boolean }[];
      };
    }>();
    expect(quote.calculatorId).toBeNull();
    expect(quote.calculator.price).toBe(cell.price);
    expect(quote.calculator.periodId).toBe(cell.periodId);
    const again = (await owner.get(endpointUrl(quoteEndpoints.get, { quoteId: quote.id }))).json<{
      reprice: string;
    }>();
    expect(again.reprice).toBe('identical');
    // A cell without a price cannot be quoted; another user's matrix is not found.
    const unpriced = await owner.post(endpointUrl(quoteEndpoints.freezeMatrixCell, { matrixId: id }), {
      origin: 4,
      destination: 0,
      position: 1,
      validUntil,
    });
    expect(unpriced.statusCode).toBe(400);
    const { admin: stranger } = await createPaidAccount(t);
    const foreign = await as(t.app, stranger.accessToken).post(
      endpointUrl(quoteEndpoints.freezeMatrixCell, { matrixId: id }),
      { origin: 0, destination: 0, position: 1, validUntil },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('a cell’s DDP history is the history of the calculator it opens as', async () => {
    const id = await createMatrix();
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 21 });
    const calculator = await openCell(id, 0, 1, 1);
    const cell = await owner.get(
      `${endpointUrl(matrixEndpoints.cellHistory, { matrixId: id })}?origin=0&destination=1&position=1`,
    );
    expect(cell.statusCode, cell.body).toBe(200);
    const opened = await owner.get(`/api/v1/calculator/${calculator.id}/history`);
    const points = cell.json<{ points: { ddp: number | null }[] }>().points;
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points).toEqual(opened.json<{ points: unknown[] }>().points);
    expect(points.at(-1)?.ddp).toBe(calculator.price);
    const outside = await owner.get(
      `${endpointUrl(matrixEndpoints.cellHistory, { matrixId: id })}?origin=9&destination=0&position=1`,
    );
    expect(outside.statusCode).toBe(400);
  });

  it('switching a row to bulk changes its cells as its calculator would', async () => {
    const body = request();
    const id = await createMatrix(body);
    const before = (await pricesOf(id)).periods[0]!.cells[0]!;
    const origins = body.origins.map((origin, index) =>
      index === 0 ? { ...origin, freightMode: 'bulk' as const } : origin,
    );
    const updated = await owner.put(url(matrixEndpoints.update, id), { ...body, origins });
    expect(updated.statusCode, updated.body).toBe(200);
    const prices = await pricesOf(id);
    const after = prices.periods[0]!.cells[0]!;
    expect(prices.origins[0]!.label).toBe('New York #11 · Santos · bulk');
    expect(after[0]!.freightMode).toBe('bulk');
    expect(after[0]!.price).not.toBe(before[0]!.price);
    const calculator = await openCell(id, 0, 0, 1);
    expect(calculator.freight?.mode).toBe('bulk');
    expect(calculator.price).toBe(after[0]!.price);
  });

  it('exports one sheet per period with the screen figures and the cheapest origin', async () => {
    const id = await createMatrix();
    const prices = await pricesOf(id);
    const reply = await owner.get(url(matrixEndpoints.xlsx, id));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      prices.periods.map((period) => period.name),
    );
    prices.periods.forEach((period, index) => {
      const sheet = workbook.worksheets[index]!;
      // The publications in words, not '4:1:0:6 (prices:fx:freight)' (issue 48 item 13).
      expect(sheet.getRow(2).getCell(1).value).toMatch(
        /^Priced on \d{4}-\d{2}-\d{2} from price publication \d+, (FX publication \d+|no FX publication), /,
      );
      expect(String(sheet.getRow(2).getCell(1).value)).not.toContain('prices:fx');
      period.cells.forEach((row, originIndex) => {
        const sheetRow = sheet.getRow(5 + originIndex);
        expect(sheetRow.getCell(1).value).toBe(prices.origins[originIndex]!.label);
        row.forEach((cell, destinationIndex) => {
          const value = sheetRow.getCell(3 + destinationIndex).value;
          expect(value).toBe(cell.error === null ? cell.price : '—');
        });
      });
      const cheapest = sheet.getRow(5 + period.cells.length + 1);
      period.cheapestOrigin.forEach((best, column) => {
        expect(cheapest.getCell(3 + column).value).toBe(best === null ? '—' : prices.origins[best]!.label);
      });
    });
  });

  it('lists, reads and deletes the caller’s matrices', async () => {
    const id = await createMatrix(request({ name: 'To delete' }));
    const list = (await owner.get(matrixEndpoints.list.path)).json<{ id: string; name: string }[]>();
    expect(list.find((matrix) => matrix.id === id)).toMatchObject({ name: 'To delete' });
    expect((await owner.get(url(matrixEndpoints.get, id))).json()).toMatchObject({ periodCount: 3 });
    expect((await owner.delete(url(matrixEndpoints.remove, id))).json()).toEqual({
      success: true,
      message: 'Matrix deleted',
    });
    expect((await owner.get(url(matrixEndpoints.get, id))).statusCode).toBe(404);
    expect((await owner.get(url(matrixEndpoints.prices, id))).statusCode).toBe(404);
  });

  it.each([
    [{ origins: [{ contractId: 'NewYork11' as const }] }, 'Origin 1: choose the port the sugar loads at'],
    [
      { origins: [{ contractId: 'NewYork11' as const, originPortId: 'USNYC' }] },
      'Origin 1: USNYC is not an origin port',
    ],
    [
      {
        origins: [
          {
            contractId: 'CashMarketPrice' as const,
            originCMPRegionId: 'Region1',
            freightMode: 'bulk' as const,
          },
        ],
      },
      'Origin 1: The Europe Cash Market Price is delivered ex-works by truck: there is no sea freight mode',
    ],
    [
      { origins: [{ contractId: 'WhitePremium' as const }] },
      "Origin 1: White Premium cannot be a calculator's basis",
    ],
    [{ destinationIds: ['NLRTM', 'NLRTM'] }, 'Each destination appears once in a matrix'],
    [
      { destinationIds: ['XXNOPE'] },
      'Unknown destination XXNOPE: choose one of your destinations or a destination port',
    ],
    [{ currencyCode: 'XYZ' }, 'XYZ is not an ISO 4217 currency'],
    [{ periodCount: 7 }, 'A matrix covers 1 to 6 periods'],
    [
      { origins: Array.from({ length: 31 }, () => ({ contractId: 'BrazilSRP' as const })) },
      'A matrix has at most 30 origins',
    ],
    [{ name: ' ' }, 'Name is required'],
  ])('refuses %j: %s', async (overrides, message) => {
    const reply = await owner.post(matrixEndpoints.create.path, request(overrides));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a cell outside the matrix', async () => {
    const id = await createMatrix();
    const reply = await owner.post(url(matrixEndpoints.openCell, id), {
      origin: 9,
      destination: 0,
      position: 1,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe('That cell is not in the matrix');
    const unpriceable = await owner.post(url(matrixEndpoints.openCell, id), {
      origin: 4,
      destination: 0,
      position: 1,
    });
    expect(unpriceable.statusCode).toBe(400);
    expect(unpriceable.json<{ message: string }>().message).toBe(
      'The Europe Cash Market Price delivers only to destinations in Europe',
    );
  });

  it('keeps every matrix to its author: other users and other accounts see 404, and cannot use a foreign destination', async () => {
    const id = await createMatrix();
    const { admin: strangerAdmin } = await createPaidAccount(t);
    const colleague = await addMember(t, deskAdmin, 'U');
    for (const caller of [as(t.app, strangerAdmin.accessToken), as(t.app, colleague.accessToken)]) {
      expect((await caller.get(matrixEndpoints.list.path)).json()).toEqual([]);
      for (const endpoint of [matrixEndpoints.get, matrixEndpoints.prices, matrixEndpoints.xlsx])
        expect((await caller.get(url(endpoint, id))).statusCode).toBe(404);
      for (const address of [
        `${url(matrixEndpoints.cellHistory, id)}?origin=0&destination=0&position=1`,
        `/api/v1/feeds/matrix.json?matrix=${id}`,
        `/api/v1/feeds/matrix.csv?matrix=${id}`,
      ])
        expect((await caller.get(address)).statusCode, address).toBe(404);
      expect(
        (
          await caller.post(endpointUrl(quoteEndpoints.freezeMatrixCell, { matrixId: id }), {
            origin: 0,
            destination: 0,
            position: 1,
            validUntil: t.clock.now().getTime() + 86_400_000,
          })
        ).statusCode,
      ).toBe(404);
      expect((await caller.put(url(matrixEndpoints.update, id), request())).statusCode).toBe(404);
      expect(
        (await caller.post(url(matrixEndpoints.openCell, id), { origin: 0, destination: 0, position: 1 }))
          .statusCode,
      ).toBe(404);
      expect((await caller.delete(url(matrixEndpoints.remove, id))).statusCode).toBe(404);
      // The owner's own destination is not theirs to price.
      const foreign = await caller.post(matrixEndpoints.create.path, request());
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<{ message: string }>().message).toContain(`Unknown destination ${destinationId}`);
    }
    expect((await pricesOf(id)).id).toBe(id);
  });
});
