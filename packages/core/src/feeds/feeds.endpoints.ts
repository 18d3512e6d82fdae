import { z } from 'zod';
import { boardContractIds } from '../market-data/contracts.ts';
import { defineEndpoints } from '../shared/endpoint.ts';

const feedRowsSchema = z.array(
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);
// The cash market's regional prices and the white premium have calls of their own and no feed yet.
const boardQuerySchema = z.object({ contract: z.enum(boardContractIds) });
const matrixQuerySchema = z.object({ matrix: z.uuid() });
const csv = ['text/csv'];

/**
 * Spreadsheet feeds (issue 17 item 2; decision 0042): flat rows that Excel's "From Web" reads as a table, with a
 * customer API key or a session token; described once for the server and the web (issue 13).
 */
export const feedEndpoints = defineEndpoints({
  calculatorsCsv: {
    method: 'GET',
    path: '/api/v1/feeds/calculators.csv',
    summary: "The caller's calculators as CSV, one row each, priced now",
    produces: csv,
    reply: z.string(),
  },
  calculatorsJson: {
    method: 'GET',
    path: '/api/v1/feeds/calculators.json',
    summary: "The caller's calculators as flat JSON rows, priced now",
    reply: feedRowsSchema,
  },
  boardCsv: {
    method: 'GET',
    path: '/api/v1/feeds/board.csv',
    summary: "A contract's price board as CSV: one row per period",
    query: boardQuerySchema,
    produces: csv,
    reply: z.string(),
  },
  boardJson: {
    method: 'GET',
    path: '/api/v1/feeds/board.json',
    summary: "A contract's price board as flat JSON rows",
    query: boardQuerySchema,
    reply: feedRowsSchema,
  },
  matrixCsv: {
    method: 'GET',
    path: '/api/v1/feeds/matrix.csv',
    summary: "One of the caller's parity matrices as CSV, priced now: one row per cell",
    query: matrixQuerySchema,
    produces: csv,
    reply: z.string(),
  },
  matrixJson: {
    method: 'GET',
    path: '/api/v1/feeds/matrix.json',
    summary: "One of the caller's parity matrices as flat JSON rows, priced now",
    query: matrixQuerySchema,
    reply: feedRowsSchema,
  },
});
