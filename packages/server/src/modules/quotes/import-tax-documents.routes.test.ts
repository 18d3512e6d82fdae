import ExcelJS from 'exceljs';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { TestApp } from '../../../test/test-app.ts';

// Issue 45 item 4's rest (decision 0133): the taxes at import the card shows are on the quote PDF, owner's and
// shared, and under the grid of the matrix workbook, outside the DDP like the incomplete marks (decision 0117).

type Quote = {
  id: string;
  buyerCopy: {
    price: number;
    currencyCode: string;
    importTaxes: { label: string; perTonne: number; total: number; source: string }[];
  };
  share: { url: string } | null;
};

const dayMs = 86_400_000;
let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  ({ t, owner } = await openCalculatorDesk({ LOG_LEVEL: 'error' }));
});
afterAll(() => t.close());

const heading = 'Taxes at import, outside the DDP (recoverable by most importers)';

const frozenQuoteTo = async (portId: string): Promise<Quote> => {
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(portId),
    name: `To ${portId}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: string }>().id;
  const frozen = await owner.post(`/api/v1/calculator/${id}/quotes`, {
    validUntil: t.clock.now().getTime() + 7 * dayMs,
    note: '',
  });
  expect(frozen.statusCode, frozen.body).toBe(201);
  return frozen.json<Quote>();
};

describe('a quote into a market with import VAT', () => {
  it('prints each tax with its base, rate, per tonne and cargo figures on both PDFs', async () => {
    const quote = await frozenQuoteTo('DZALG');
    const vat = quote.buyerCopy.importTaxes.find((tax) => tax.label.startsWith('VAT 9 % of CIF + duty'));
    expect(vat, JSON.stringify(quote.buyerCopy.importTaxes)).toBeDefined();
    expect(vat?.perTonne).toBeGreaterThan(0);
    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 7 });
    expect(shared.statusCode, shared.body).toBe(200);
    const token = shared.json<Quote>().share?.url.split('/q/')[1] ?? '';
    for (const pdf of [
      (await t.app.inject({ method: 'GET', url: `/shared/quotes/${token}/quote.pdf` })).rawPayload,
      (await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`)).rawPayload,
    ]) {
      const text = pdfText(pdf).join(' ');
      expect(text).toContain(heading);
      expect(text).toContain(`${vat?.label ?? ''}: ${vat?.perTonne.toFixed(2) ?? ''} USD/t`);
    }
  });

  it('prints no tax heading where none are known', async () => {
    const quote = await frozenQuoteTo('JPYOK');
    expect(quote.buyerCopy.importTaxes).toEqual([]);
    const text = pdfText((await owner.get(`/api/v1/quotes/${quote.id}/quote.pdf`)).rawPayload).join(' ');
    expect(text).not.toContain(heading);
  });
});

describe('a matrix into a market with import VAT', () => {
  it('carries each cell’s taxes and lists them under the workbook’s grid', async () => {
    const created = await owner.post(matrixEndpoints.create.path, {
      name: 'Raws to Algiers and Yokohama',
      currencyCode: 'USD',
      origins: [{ contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' }],
      destinationIds: ['DZALG', 'JPYOK'],
      periodCount: 1,
      blocks: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const matrixId = created.json<{ id: string }>().id;
    const prices = (
      await owner.get(endpointUrl(matrixEndpoints.prices, { matrixId }))
    ).json<MatrixPricesReply>();
    const [algiers, japan] = prices.periods[0]!.cells[0]!;
    expect(algiers?.importTax).toBeGreaterThan(0);
    expect(japan?.importTax).toBeNull();

    const reply = await owner.get(endpointUrl(matrixEndpoints.xlsx, { matrixId }));
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Title, priced-on, blank, header, one origin, blank, cheapest, blank, the heading, then one row per origin.
    expect(sheet.getRow(9).getCell(1).value).toBe(heading);
    const taxes = sheet.getRow(10);
    expect(taxes.getCell(1).value).toBe(prices.origins[0]!.label);
    expect(taxes.getCell(3).value).toBe(algiers?.importTax);
    expect(taxes.getCell(3).numFmt).toBe('#,##0.00 "USD"');
    expect(taxes.getCell(4).value).toBe('not known');
  });
});
