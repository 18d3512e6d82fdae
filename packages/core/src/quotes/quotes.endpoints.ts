import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { matrixCellRequestSchema } from '../matrices/matrices.schemas.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  buyerCopyKinds,
  createShareLinkRequestSchema,
  freezeQuoteRequestSchema,
  quoteActualsRequestSchema,
  quoteListReplySchema,
  quoteReplySchema,
  sharedQuoteReplySchema,
} from './quotes.schemas.ts';

const quoteParams = z.object({ quoteId: z.uuid() });
const tokenParams = z.object({ token: z.string().max(100) });

/** Every quote call (docs/decisions/0045), described once for the server's routes and the web's fetchers. */
export const quoteEndpoints = defineEndpoints({
  freeze: {
    method: 'POST',
    path: '/api/v1/calculator/:calculatorId/quotes',
    summary: 'Freeze a quote of the calculator as priced now, with a validity and a note',
    params: z.object({ calculatorId: z.uuid() }),
    body: freezeQuoteRequestSchema,
    reply: quoteReplySchema,
  },
  freezeMatrixCell: {
    method: 'POST',
    path: '/api/v1/matrices/:matrixId/quotes',
    summary: 'Freeze a quote of one matrix cell as priced now, with a validity and a note',
    params: z.object({ matrixId: z.uuid() }),
    body: freezeQuoteRequestSchema.extend(matrixCellRequestSchema.shape),
    reply: quoteReplySchema,
  },
  list: {
    method: 'GET',
    path: '/api/v1/quotes',
    summary: "The caller's quotes, newest first",
    reply: quoteListReplySchema,
  },
  get: {
    method: 'GET',
    path: '/api/v1/quotes/:quoteId',
    summary: 'A quote: its frozen figures, variance against actuals, share link, and a re-pricing check',
    params: quoteParams,
    reply: quoteReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/quotes/:quoteId',
    summary: 'Delete a quote (its share link stops working)',
    params: quoteParams,
    reply: simpleReplySchema,
  },
  setActuals: {
    method: 'PUT',
    path: '/api/v1/quotes/:quoteId/actuals',
    summary: 'Actual amounts per block from the invoices, per tonne: the variance against the quote',
    params: quoteParams,
    body: quoteActualsRequestSchema,
    reply: quoteReplySchema,
  },
  share: {
    method: 'POST',
    path: '/api/v1/quotes/:quoteId/share',
    summary: 'A new read-only share link, expiring in 1 to 90 days; the previous link stops working',
    params: quoteParams,
    body: createShareLinkRequestSchema,
    reply: quoteReplySchema,
  },
  revokeShare: {
    method: 'DELETE',
    path: '/api/v1/quotes/:quoteId/share',
    summary: 'Revoke the share link: it answers 404 from now on',
    params: quoteParams,
    reply: simpleReplySchema,
  },
  pdf: {
    method: 'GET',
    path: '/api/v1/quotes/:quoteId/quote.pdf',
    summary:
      "The quote as a PDF for the buyer: the copy chosen with the share link ('lines' unless chosen), or the one asked for",
    params: quoteParams,
    query: z.object({ copy: z.enum(buyerCopyKinds).optional() }),
  },
  xlsx: {
    method: 'GET',
    path: '/api/v1/quotes/:quoteId/quote.xlsx',
    summary: 'The quote as a workbook',
    params: quoteParams,
  },
  shared: {
    method: 'GET',
    path: '/shared/quotes/:token',
    summary: 'The quote behind a share link (each call counts as a view)',
    params: tokenParams,
    reply: sharedQuoteReplySchema,
  },
  sharedPdf: {
    method: 'GET',
    path: '/shared/quotes/:token/quote.pdf',
    summary: 'The PDF of the quote behind a share link',
    params: tokenParams,
  },
});
