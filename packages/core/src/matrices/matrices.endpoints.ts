import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import {
  calculatorHistoryQuerySchema,
  calculatorHistoryReplySchema,
} from '../calculators/calculator-history.schemas.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  matrixCellCalculatorReplySchema,
  matrixCellRequestSchema,
  matrixListReplySchema,
  matrixPricesReplySchema,
  matrixReplySchema,
  matrixRequestSchema,
} from './matrices.schemas.ts';

const matrixParams = z.object({ matrixId: z.uuid() });
const matrixCellHistoryQuerySchema = calculatorHistoryQuerySchema.extend({
  origin: z.coerce.number().int().min(0),
  destination: z.coerce.number().int().min(0),
  position: z.coerce.number().int().min(1).max(6),
});

/** Every parity-matrix call (issue 16 item 1, docs/decisions/0047), described once for the server and the web. */
export const matrixEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/matrices',
    summary: "The caller's parity matrices, newest first",
    reply: matrixListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/matrices',
    summary:
      'Save a new parity matrix: origins, destinations, a strip of periods, a currency and block settings',
    body: matrixRequestSchema,
    reply: matrixReplySchema,
  },
  get: {
    method: 'GET',
    path: '/api/v1/matrices/:matrixId',
    summary: 'A parity matrix as saved',
    params: matrixParams,
    reply: matrixReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/matrices/:matrixId',
    summary: 'Replace a parity matrix',
    params: matrixParams,
    body: matrixRequestSchema,
    reply: matrixReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/matrices/:matrixId',
    summary: 'Delete a parity matrix',
    params: matrixParams,
    reply: simpleReplySchema,
  },
  prices: {
    method: 'GET',
    path: '/api/v1/matrices/:matrixId/prices',
    summary:
      'Every cell priced now by the engine: DDP per tonne, its waterfall, the cheapest origin per destination',
    params: matrixParams,
    reply: matrixPricesReplySchema,
  },
  xlsx: {
    method: 'GET',
    path: '/api/v1/matrices/:matrixId/matrix.xlsx',
    summary: 'The priced matrix as a workbook, one sheet per period',
    params: matrixParams,
  },
  cellHistory: {
    method: 'GET',
    path: '/api/v1/matrices/:matrixId/history',
    summary:
      'DDP history of one cell: the cell as priced today, priced again at every publication in the range (default the last 90 days)',
    params: matrixParams,
    query: matrixCellHistoryQuerySchema,
    reply: calculatorHistoryReplySchema,
  },
  openCell: {
    method: 'POST',
    path: '/api/v1/matrices/:matrixId/calculators',
    summary: 'A new calculator priced exactly as one cell of the matrix',
    params: matrixParams,
    body: matrixCellRequestSchema,
    reply: matrixCellCalculatorReplySchema,
  },
});
