import ExcelJS from 'exceljs';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

// Issue 49, decision 0151: the words in an export's cells (yes/no, a block's state, the exchange rate's source, a
// matrix's 'Priced on … from …' line) read in the user's language, as its headers do (decision 0147); English stays
// word for word, and the figures stay machine-readable.

let t: TestApp;
let owner: Caller;
let destinationId: string;
let calculatorId: string;

beforeAll(async () => {
  ({ t, owner, destinationId } = await openCalculatorDesk({ LOG_LEVEL: 'error' }));
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(destinationId),
    name: 'Words',
  });
  expect(created.statusCode, created.body).toBe(200);
  calculatorId = created.json<{ id: string }>().id;
});
afterAll(() => t.close());

const readIn = async (personLanguage: string | null) => {
  const reply = await owner.put('/api/v1/settings/language', { personLanguage });
  expect(reply.statusCode, reply.body).toBe(200);
};
const csv = async () => {
  const reply = await owner.post(`/api/v1/calculator/${calculatorId}/downloadascsv`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.rawPayload.toString('utf8');
};
const workbookCells = async (path: string, method: 'get' | 'post') => {
  const reply = await owner[method](path);
  expect(reply.statusCode, reply.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as never);
  return workbook;
};
const cellsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const cells: string[] = [];
  sheet?.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value))));
  return cells;
};

describe("the words in an export's cells", () => {
  it('read in English as they always did', async () => {
    await readIn(null);
    const text = await csv();
    expect(text).toContain('\r\nExchange rate source,published\r\n');
    expect(text).toMatch(/\r\nContract,[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+,default,/);
    expect(text).toMatch(/\r\nDDP per tonne,[-\d.]+,[-\d.]+,[-\d.]+,(yes|no),/);
  });

  it("read in the user's language in the CSV and the workbook, the figures unchanged", async () => {
    await readIn('es');
    const text = await csv();
    expect(text).toContain('\r\nFuente del tipo de cambio,publicado\r\n');
    // The block's name and its state are words; its four prices stay numbers with a dot.
    expect(text).toMatch(/\r\nContrato,[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+,predeterminado,/);
    expect(text).toMatch(/\r\nDDP por tonelada,[-\d.]+,[-\d.]+,[-\d.]+,(sí|no),/);
    expect(text).not.toMatch(/,(yes|default|published)[,\r]/);
    const workbook = await workbookCells(`/api/v1/calculator/${calculatorId}/downloadasexcel`, 'post');
    expect(cellsOf(workbook.getWorksheet('Calculator'))).toEqual(
      expect.arrayContaining(['Contrato', 'predeterminado', 'publicado']),
    );

    await readIn('ar');
    expect(await csv()).toContain('\r\nمصدر سعر الصرف,منشور\r\n');
  });

  it("say a matrix's publications in the user's language", async () => {
    await readIn('es');
    const created = await owner.post(matrixEndpoints.create.path, {
      name: 'Palabras',
      currencyCode: 'USD',
      origins: [{ contractId: 'NewYork11', originPortId: 'BRSSZ' }],
      destinationIds: [destinationId],
      periodCount: 1,
      blocks: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const matrixId = created.json<{ id: string }>().id;
    const workbook = await workbookCells(endpointUrl(matrixEndpoints.xlsx, { matrixId }), 'get');
    expect(String(workbook.worksheets[0]?.getRow(2).getCell(1).value)).toMatch(
      /^Cotizado el \d{4}-\d{2}-\d{2} con publicación de precios \d+, /,
    );
    await readIn(null);
    const english = await workbookCells(endpointUrl(matrixEndpoints.xlsx, { matrixId }), 'get');
    expect(String(english.worksheets[0]?.getRow(2).getCell(1).value)).toMatch(
      /^Priced on \d{4}-\d{2}-\d{2} from price publication \d+, /,
    );
  });
});
