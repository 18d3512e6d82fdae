import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShareLinkRequestSchema,
  freezeQuoteRequestSchema,
  quoteActualsRequestSchema,
  quoteListReplySchema,
  quoteReplySchema,
  sharedQuoteReplySchema,
} from '@psc/core/quotes/quotes.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { sendFile } from '../../shared/send-file.ts';
import { freezeQuote } from './freeze-quote.ts';
import {
  createShareLink,
  deleteQuote,
  getQuote,
  listQuotes,
  revokeShareLink,
  setQuoteActuals,
} from './quote-actions.ts';
import { quotePdfFile, quoteWorkbookFile } from './quote-documents.ts';
import { toSharedQuoteReply } from './quote-reply.ts';
import { findSharedQuote, viewSharedQuote } from './view-shared-quote.ts';

const tags = ['quotes'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};
const quoteParams = z.object({ quoteId: z.uuid() });
const tokenParams = z.object({ token: z.string().max(100) });

/** Beyond the spec (issue 17 item 1, docs/decisions/0045): frozen quotes, their documents and share links. */
export const quotesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/api/v1/calculator/:calculatorId/quotes', {
    schema: {
      tags,
      summary: 'Freeze a quote of the calculator as priced now, with a validity and a note',
      params: z.object({ calculatorId: z.uuid() }),
      body: freezeQuoteRequestSchema,
      response: { 201: quoteReplySchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await freezeQuote(deps, requirePrincipal(request), request.params.calculatorId, request.body)),
  });

  app.get('/api/v1/quotes', {
    schema: {
      tags,
      summary: "The caller's quotes, newest first",
      response: { 200: quoteListReplySchema, ...errors },
    },
    handler: async (request) => listQuotes(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/quotes/:quoteId', {
    schema: {
      tags,
      summary: 'A quote: its frozen figures, variance against actuals, share link, and a re-pricing check',
      params: quoteParams,
      response: { 200: quoteReplySchema, ...errors },
    },
    handler: async (request) => getQuote(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.delete('/api/v1/quotes/:quoteId', {
    schema: {
      tags,
      summary: 'Delete a quote (its share link stops working)',
      params: quoteParams,
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) => deleteQuote(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.put('/api/v1/quotes/:quoteId/actuals', {
    schema: {
      tags,
      summary: 'Actual amounts per block from the invoices, per tonne: the variance against the quote',
      params: quoteParams,
      body: quoteActualsRequestSchema,
      response: { 200: quoteReplySchema, ...errors },
    },
    handler: async (request) =>
      setQuoteActuals(deps, requirePrincipal(request), request.params.quoteId, request.body),
  });

  app.post('/api/v1/quotes/:quoteId/share', {
    schema: {
      tags,
      summary: 'A new read-only share link, expiring in 1 to 90 days; the previous link stops working',
      params: quoteParams,
      body: createShareLinkRequestSchema,
      response: { 200: quoteReplySchema, ...errors },
    },
    handler: async (request) =>
      createShareLink(deps, requirePrincipal(request), request.params.quoteId, request.body.expiresInDays),
  });

  app.delete('/api/v1/quotes/:quoteId/share', {
    schema: {
      tags,
      summary: 'Revoke the share link: it answers 404 from now on',
      params: quoteParams,
      response: { 200: simpleReplySchema, ...errors },
    },
    handler: async (request) => revokeShareLink(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.get('/api/v1/quotes/:quoteId/quote.pdf', {
    schema: { tags, summary: 'The quote as a PDF', params: quoteParams, response: errors },
    handler: async (request, reply) => {
      const quote = await getQuote(deps, requirePrincipal(request), request.params.quoteId);
      return sendFile(reply, await quotePdfFile(quote));
    },
  });

  app.get('/api/v1/quotes/:quoteId/quote.xlsx', {
    schema: { tags, summary: 'The quote as a workbook', params: quoteParams, response: errors },
    handler: async (request, reply) => {
      const quote = await getQuote(deps, requirePrincipal(request), request.params.quoteId);
      return sendFile(reply, await quoteWorkbookFile(quote));
    },
  });

  // The share link's calls: no sign-in, nothing of the account beyond the quote, never indexed.
  const shared = { auth: 'public' as const };
  app.get('/shared/quotes/:token', {
    config: shared,
    schema: {
      tags,
      summary: 'The quote behind a share link (each call counts as a view)',
      params: tokenParams,
      response: { 200: sharedQuoteReplySchema, 404: errorReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return viewSharedQuote(deps, request.params.token, requestOrigin(request));
    },
  });

  app.get('/shared/quotes/:token/quote.pdf', {
    config: shared,
    schema: {
      tags,
      summary: 'The PDF of the quote behind a share link',
      params: tokenParams,
      response: { 404: errorReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      const record = await findSharedQuote(deps, request.params.token, requestOrigin(request), {
        countView: false,
      });
      void reply.header('X-Robots-Tag', 'noindex');
      return sendFile(reply, await quotePdfFile(toSharedQuoteReply(record, deps.clock.now())), 'inline');
    },
  });
};
