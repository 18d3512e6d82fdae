import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { accounts } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  openCalculatorDesk,
  publishFx,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { addMember, createPaidAccount, signIn, type TestApp } from '../../../test/test-app.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { pdfText } from '../../../test/pdf-text.ts';

type Quote = {
  id: string;
  calculatorId: string | null;
  name: string;
  note: string;
  validUntil: number;
  valid: boolean;
  publications: { prices: number; fx: number; freight: number; pricingDay: string };
  letterhead: { companyName: string; lines: string[] };
  calculator: {
    id: string;
    price: number;
    total: number;
    tons: number;
    costBlocks: { type: string; price: number; provenance: { source: string } }[];
  };
  reprice: 'identical' | 'differs' | null;
  variance: { actualDdp: number | null; variancePerTonne: number | null; varianceTotal: number | null };
  share: { url: string; views: number; expiresAt: number } | null;
};

const dayMs = 86_400_000;
let t: TestApp;
let owner: Caller;
let destinationId: string;
let adminToken: string;
let ownerCredentials: { email: string; password: string };

/** Moves the clock on by whole days; the owner signs in again, as after a weekend. */
const daysLater = async (days: number) => {
  t.clock.advance(days * dayMs);
  adminToken = (await signIn(t.app, ownerCredentials.email, ownerCredentials.password)).access_token;
  owner = as(t.app, adminToken);
};

beforeAll(async () => {
  const desk = await openCalculatorDesk();
  ({ t, owner, destinationId } = desk);
  adminToken = desk.desk.admin.accessToken;
  ownerCredentials = desk.desk.admin;
  // The billing information the Info tab would hold: the quotes' letterhead.
  await t.deps.database.db
    .update(accounts)
    .set({
      companyName: 'Sucre & Co Trading',
      streetAddress: '1 Quai du Mont-Blanc',
      city: 'Geneva',
      country: 'CH',
    })
    .where(eq(accounts.id, desk.desk.accountId));
});
afterAll(() => t.close());

const newCalculator = async (caller: Caller = owner, tons = 12_500) => {
  const created = await caller.post('/api/v1/calculator', santosToNewYork(destinationId));
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: string }>().id;
  const amended = await caller.put(`/api/v1/calculator/${id}/tons?value=${tons}`);
  expect(amended.statusCode, amended.body).toBe(200);
  return id;
};

const calculatorOf = async (id: string, caller: Caller = owner) => {
  const all = (await caller.get('/api/v1/calculator/all')).json<(Quote['calculator'] & { id: string })[]>();
  const found = all.find((calculator) => calculator.id === id);
  if (!found) throw new Error(`calculator ${id} is not in the list`);
  return found;
};

const freeze = async (
  calculatorId: string,
  caller: Caller = owner,
  days = 7,
  note = 'CIF offer, FOB Santos',
) => {
  const response = await caller.post(`/api/v1/calculator/${calculatorId}/quotes`, {
    validUntil: t.clock.now().getTime() + days * dayMs,
    note,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Quote>();
};

const sharedView = (token: string) => t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` });
const tokenOf = (quote: Quote) => quote.share?.url.split('/q/')[1] ?? '';

describe('the quote contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, quoteEndpoints);
  });
});

describe('freezing a quote', () => {
  it('keeps the figures, the pinned publications and the letterhead', async () => {
    const calculatorId = await newCalculator();
    const calculator = await calculatorOf(calculatorId);
    const quote = await freeze(calculatorId);
    expect(quote).toMatchObject({
      calculatorId,
      name: 'Santos to NY',
      note: 'CIF offer, FOB Santos',
      valid: true,
      reprice: 'identical',
      share: null,
      publications: { pricingDay: '2026-11-20' },
      letterhead: { companyName: 'Sucre & Co Trading' },
    });
    expect(quote.letterhead.lines).toEqual(['1 Quai du Mont-Blanc', 'Geneva', 'Switzerland']);
    expect(quote.calculator.price).toBe(calculator.price);
    expect(quote.calculator.total).toBe(calculator.total);
    expect(quote.publications.prices).toBeGreaterThan(0);
  });

  it('refuses a validity in the past or beyond 180 days, and a calculator of someone else', async () => {
    const calculatorId = await newCalculator();
    const past = await owner.post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: t.clock.now().getTime() - 1,
    });
    expect(past.json()).toMatchObject({ message: 'Valid until must be later than now' });
    const far = await owner.post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: t.clock.now().getTime() + 181 * dayMs,
    });
    expect(far.json()).toMatchObject({ message: 'A quote holds at most 180 days' });
    const { admin: stranger } = await createPaidAccount(t);
    const foreign = await as(t.app, stranger.accessToken).post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: t.clock.now().getTime() + dayMs,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('publish new prices and FX: the calculator moves, the quote keeps its figures and re-prices to them', async () => {
    const calculatorId = await newCalculator();
    const quote = await freeze(calculatorId);
    await daysLater(3);
    await publishPrice(t, {
      contractId: 'NewYork11',
      periodId: 'Mar-27',
      price: 23.4,
      lowPrice: 23,
      highPrice: 24,
    });
    await publishFx(t, { EUR: 0.8 });

    const moved = await calculatorOf(calculatorId);
    expect(moved.price).not.toBe(quote.calculator.price);
    const again = (await owner.get(`/api/v1/quotes/${quote.id}`)).json<Quote>();
    expect(again.calculator).toEqual(quote.calculator);
    expect(again.reprice).toBe('identical');
    expect(again.publications).toEqual(quote.publications);

    // A new quote of the same calculator pins the new publications.
    const later = await freeze(calculatorId);
    expect(later.publications.prices).toBeGreaterThan(quote.publications.prices);
    expect(later.calculator.price).toBe(moved.price);
  });

  it('outlives its calculator', async () => {
    const calculatorId = await newCalculator();
    const quote = await freeze(calculatorId);
    expect((await owner.delete(`/api/v1/calculator/${calculatorId}`)).statusCode).toBe(200);
    const kept = (await owner.get(`/api/v1/quotes/${quote.id}`)).json<Quote>();
    expect(kept).toMatchObject({ calculatorId: null, reprice: 'identical' });
    expect(kept.calculator).toEqual(quote.calculator);
  });
});

describe('estimated versus actual', () => {
  it('shows the variance per block and in total, and refuses a block twice', async () => {
    const quote = await freeze(await newCalculator());
    const freight = quote.calculator.costBlocks.find((block) => block.type === 'SeaFreight');
    const response = await owner.put(`/api/v1/quotes/${quote.id}/actuals`, {
      actuals: [{ block: 'SeaFreight', perTonne: (freight?.price ?? 0) + 2.5 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Quote>().variance).toEqual(
      expect.objectContaining({
        variancePerTonne: 2.5,
        varianceTotal: 31_250,
        actualDdp: Math.round((quote.calculator.price + 2.5) * 100) / 100,
      }),
    );
    const twice = await owner.put(`/api/v1/quotes/${quote.id}/actuals`, {
      actuals: [
        { block: 'Duty', perTonne: 1 },
        { block: 'Duty', perTonne: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('share links', () => {
  it('anyone with the link sees the quote without signing in, counted; revoked, it answers 404', async () => {
    const quote = await freeze(await newCalculator());
    const shared = (
      await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14 })
    ).json<Quote>();
    expect(shared.share).toMatchObject({
      views: 0,
      url: expect.stringMatching(/^http:\/\/psc\.test\/q\/[\w-]{43}$/),
    });
    const token = tokenOf(shared);

    const view = await sharedView(token);
    expect(view.statusCode).toBe(200);
    expect(view.headers['x-robots-tag']).toBe('noindex');
    const body = view.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      ['buyerCopy', 'createdAt', 'letterhead', 'name', 'note', 'valid', 'validUntil'].sort(),
    );
    expect(body.buyerCopy).toMatchObject({
      copy: 'lines',
      price: quote.calculator.price,
      total: quote.calculator.total,
    });
    await sharedView(token);
    expect((await owner.get(`/api/v1/quotes/${quote.id}`)).json<Quote>().share?.views).toBe(2);

    const pdf = await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await owner.delete(`/api/v1/quotes/${quote.id}/share`)).statusCode).toBe(200);
    const revoked = await sharedView(token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(
      'This link is not valid: it was revoked, it expired, or it never existed.',
    );
    expect((await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` })).statusCode).toBe(
      404,
    );
  });

  it('a link expires, a new link replaces the old one, and garbage is a plain 404', async () => {
    const quote = await freeze(await newCalculator());
    const first = tokenOf(
      (await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 1 })).json<Quote>(),
    );
    const second = tokenOf(
      (await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 1 })).json<Quote>(),
    );
    expect((await sharedView(first)).statusCode).toBe(404);
    expect((await sharedView(second)).statusCode).toBe(200);
    await daysLater(1);
    expect((await sharedView(second)).statusCode).toBe(404);
    expect((await sharedView('not-a-token')).statusCode).toBe(404);
  });
});

/** What a buyer must never be shown (issue 48 item 4): ids, the account's finance terms, the analysts' notes. */
const internalMarks = [
  /calculators\.md/,
  /not market data/i,
  /not verified/i,
  /https?:\/\//,
  /carryRatePerYear|paymentDays|lcRate/,
];

describe("the buyer's copy", () => {
  it('a share link shows the figures with a short source and date per line, and nothing internal', async () => {
    const calculatorId = await newCalculator();
    const quote = await freeze(calculatorId);
    // The frozen calculator does carry analysts' notes: what the buyer sees must leave them out.
    const notes = quote.calculator.costBlocks.map((block) => block.provenance.source).join(' ');
    expect(internalMarks.some((mark) => mark.test(notes))).toBe(true);

    const token = tokenOf(
      (await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14 })).json<Quote>(),
    );
    const view = await sharedView(token);
    const copy = view.json<{ buyerCopy: { lines: { source: string; date: number | null }[] } }>().buyerCopy;
    expect(copy.lines.length).toBeGreaterThan(4);
    expect(copy.lines.find((line) => line.source !== '' && line.date !== null)).toBeDefined();
    for (const secret of [calculatorId, quote.calculator.id, destinationId, quote.id])
      expect(view.body).not.toContain(secret);
    for (const mark of internalMarks) expect(view.body).not.toMatch(mark);

    const pdf = pdfText(
      (await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` })).rawPayload,
    ).join('\n');
    expect(pdf).toContain('Source');
    expect(pdf).toContain(
      `DDP ${quote.calculator.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    for (const mark of internalMarks) expect(pdf).not.toMatch(mark);
  });

  it('the trader may share the delivered price alone, on the link and in the PDF', async () => {
    const quote = await freeze(await newCalculator());
    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14, copy: 'price' });
    expect(shared.json<{ buyerCopy: { copy: string } }>().buyerCopy.copy).toBe('price');
    const token = tokenOf(shared.json<Quote>());
    const copy = (await sharedView(token)).json<{ buyerCopy: { lines: unknown[]; price: number } }>()
      .buyerCopy;
    expect(copy).toMatchObject({ lines: [], price: quote.calculator.price });
    for (const pdf of [
      (await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` })).rawPayload,
      (await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`)).rawPayload,
    ]) {
      const text = pdfText(pdf).join('\n');
      expect(text).toContain('DDP ');
      expect(text).not.toContain('Source');
      expect(text).not.toContain('Sea Freight');
    }
    // The owner may still print the lines for one PDF.
    expect(
      pdfText((await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf?copy=lines`)).rawPayload).join('\n'),
    ).toContain('Source');
    expect((await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf?copy=everything`)).statusCode).toBe(400);
    const refused = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14, copy: 'all' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('the owner downloads the PDF and a workbook holding the same figures', async () => {
    const quote = await freeze(await newCalculator());
    const pdf = await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="Quote Santos to NY');
    const xlsx = await owner.get(`/api/v1/quotes/${quote.id}/quote.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calculator');
    const values: unknown[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => values.push(cell.result ?? cell.value)));
    expect(values).toContain('Delivered price quote');
    expect(values).toContain(quote.calculator.price);
  });
});

describe('isolation', () => {
  it("another user of the account, or of another account, reaches none of the owner's quotes", async () => {
    const quote = await freeze(await newCalculator());
    const admin = { id: '', email: '', password: '', accessToken: adminToken };
    const colleague = as(t.app, (await addMember(t, admin, 'U')).accessToken);
    const { admin: strangerMember } = await createPaidAccount(t);
    const stranger = as(t.app, strangerMember.accessToken);
    for (const caller of [colleague, stranger]) {
      expect((await caller.get('/api/v1/quotes')).json()).toEqual([]);
      expect((await caller.get(`/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
      expect((await caller.get(`/api/v1/quotes/${quote.id}/quote.pdf`)).statusCode).toBe(404);
      expect((await caller.put(`/api/v1/quotes/${quote.id}/actuals`, { actuals: [] })).statusCode).toBe(404);
      expect((await caller.post(`/api/v1/quotes/${quote.id}/share`, {})).statusCode).toBe(404);
      expect((await caller.delete(`/api/v1/quotes/${quote.id}/share`)).statusCode).toBe(404);
      expect((await caller.delete(`/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
    }
    expect((await owner.get('/api/v1/quotes')).json<{ id: string }[]>().map((row) => row.id)).toContain(
      quote.id,
    );
    expect((await owner.delete(`/api/v1/quotes/${quote.id}`)).statusCode).toBe(200);
  });
});
