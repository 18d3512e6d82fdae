import ExcelJS from 'exceljs';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { TestApp } from '../../../test/test-app.ts';

// Issue 45 item 2, decision 0117: a price without a known duty is marked on the quote (owner's reply, shared page,
// PDF) and in the matrix (cells, cheapest star, workbook), on both engines.

type Quote = {
  id: string;
  buyerCopy: { price: number; incompleteNote: string | null };
  share: { url: string } | null;
};

const dayMs = 86_400_000;
let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  ({ t, owner } = await openCalculatorDesk({ LOG_LEVEL: 'error' }));
});
afterAll(() => t.close());

const frozenQuoteTo = async (portId: string): Promise<Quote> => {
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(portId),
    name: `Santos to ${portId}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: string }>().id;
  const frozen = await owner.post(`/api/v1/calculator/${id}/quotes`, {
    validUntil: t.clock.now().getTime() + 7 * dayMs,
    note: 'CFR offer',
  });
  expect(frozen.statusCode, frozen.body).toBe(201);
  return frozen.json<Quote>();
};

const myanmarNote = 'Incomplete: Duty not known for Myanmar: the DDP excludes duty';

describe('a quote whose price leaves the duty out', () => {
  it('says so in the owner’s reply, on the buyer’s page and in the PDF', async () => {
    const quote = await frozenQuoteTo('MMRGN');
    expect(quote.buyerCopy.incompleteNote).toBe(myanmarNote);
    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 7 });
    expect(shared.statusCode, shared.body).toBe(200);
    const token = shared.json<Quote>().share?.url.split('/q/')[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` });
    expect(page.json<{ buyerCopy: Quote['buyerCopy'] }>().buyerCopy.incompleteNote).toBe(myanmarNote);
    for (const pdf of [
      (await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` })).rawPayload,
      (await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`)).rawPayload,
    ])
      expect(pdfText(pdf)).toContain(myanmarNote);
  });

  it('prints no such line for a duty-paid price', async () => {
    const quote = await frozenQuoteTo('IDTPP');
    expect(quote.buyerCopy.incompleteNote).toBeNull();
    const reply = await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    const text = pdfText(reply.rawPayload).join('\n');
    expect(text).toContain('DDP ');
    expect(text).not.toContain('Incomplete');
  });
});

describe('a matrix with a destination of unknown duty', () => {
  it('marks the cells, never stars them, and formats them as excluding duty in the workbook', async () => {
    const created = await owner.post(matrixEndpoints.create.path, {
      name: 'Raws to Asia',
      currencyCode: 'USD',
      origins: [
        { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' },
        { contractId: 'NewYork11', originPortId: 'THLCH', freightMode: 'container' },
      ],
      destinationIds: ['MMRGN', 'IDTPP'],
      periodCount: 1,
      blocks: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const matrixId = created.json<{ id: string }>().id;
    const prices = (
      await owner.get(endpointUrl(matrixEndpoints.prices, { matrixId }))
    ).json<MatrixPricesReply>();
    const period = prices.periods[0]!;
    const myanmar = period.cells.map((row) => row[0]!);
    const indonesia = period.cells.map((row) => row[1]!);
    expect(myanmar.every((cell) => cell.price !== null && !cell.priceComplete)).toBe(true);
    expect(indonesia.every((cell) => cell.price !== null && cell.priceComplete)).toBe(true);
    // Myanmar's column has prices but no star; Indonesia's has one.
    expect(period.cheapestOrigin).toEqual([null, expect.any(Number)]);

    const reply = await owner.get(endpointUrl(matrixEndpoints.xlsx, { matrixId }));
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    period.cells.forEach((row, originIndex) => {
      const myanmarCell = sheet.getRow(5 + originIndex).getCell(3);
      expect(myanmarCell.value).toBe(row[0]!.price);
      expect(myanmarCell.numFmt).toBe('#,##0.00 "USD (excl. duty)"');
      expect(String(myanmarCell.note)).toContain('Incomplete: duty not known for Myanmar');
      const indonesiaCell = sheet.getRow(5 + originIndex).getCell(4);
      expect(indonesiaCell.numFmt).toBe('#,##0.00 "USD"');
      expect(indonesiaCell.note).toBeUndefined();
    });
    expect(sheet.getRow(5 + period.cells.length + 1).getCell(3).value).toBe('—');
  });
});
