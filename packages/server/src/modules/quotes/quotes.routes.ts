import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { sendFile } from '../../shared/send-file.ts';
import { freezeQuote } from './freeze-quote.ts';
import { freezeMatrixCellQuote } from './freeze-matrix-cell-quote.ts';
import {
  createShareLink,
  deleteQuote,
  getQuote,
  listQuotes,
  revokeShareLink,
  setQuoteActuals,
} from './quote-actions.ts';
import {
  buyerCopyIn,
  quotePdfFile,
  quoteWorkbookFile,
  readerLanguage,
  sharedQuotePdfFile,
} from './quote-documents.ts';
import { userLanguage } from '../personalisation/recipient-language.ts';
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
const endpoints = quoteEndpoints;

/** Beyond the spec (issue 17 item 1, docs/decisions/0045): frozen quotes, their documents and share links. */
export const quotesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(endpoints.freeze.path, {
    schema: {
      tags,
      summary: endpoints.freeze.summary,
      params: endpoints.freeze.params,
      body: endpoints.freeze.body,
      response: { 201: endpoints.freeze.reply, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await freezeQuote(deps, requirePrincipal(request), request.params.calculatorId, request.body)),
  });

  app.post(endpoints.freezeMatrixCell.path, {
    schema: {
      tags,
      summary: endpoints.freezeMatrixCell.summary,
      params: endpoints.freezeMatrixCell.params,
      body: endpoints.freezeMatrixCell.body,
      response: { 201: endpoints.freezeMatrixCell.reply, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await freezeMatrixCellQuote(deps, requirePrincipal(request), request.params.matrixId, request.body),
        ),
  });

  app.get(endpoints.list.path, {
    schema: {
      tags,
      summary: endpoints.list.summary,
      response: { 200: endpoints.list.reply, ...errors },
    },
    handler: async (request) => listQuotes(deps, requirePrincipal(request)),
  });

  app.get(endpoints.get.path, {
    schema: {
      tags,
      summary: endpoints.get.summary,
      params: endpoints.get.params,
      response: { 200: endpoints.get.reply, ...errors },
    },
    handler: async (request) => getQuote(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.delete(endpoints.remove.path, {
    schema: {
      tags,
      summary: endpoints.remove.summary,
      params: endpoints.remove.params,
      response: { 200: endpoints.remove.reply, ...errors },
    },
    handler: async (request) => deleteQuote(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.put(endpoints.setActuals.path, {
    schema: {
      tags,
      summary: endpoints.setActuals.summary,
      params: endpoints.setActuals.params,
      body: endpoints.setActuals.body,
      response: { 200: endpoints.setActuals.reply, ...errors },
    },
    handler: async (request) =>
      setQuoteActuals(deps, requirePrincipal(request), request.params.quoteId, request.body),
  });

  app.post(endpoints.share.path, {
    schema: {
      tags,
      summary: endpoints.share.summary,
      params: endpoints.share.params,
      body: endpoints.share.body,
      response: { 200: endpoints.share.reply, ...errors },
    },
    handler: async (request) =>
      createShareLink(deps, requirePrincipal(request), request.params.quoteId, request.body),
  });

  app.delete(endpoints.revokeShare.path, {
    schema: {
      tags,
      summary: endpoints.revokeShare.summary,
      params: endpoints.revokeShare.params,
      response: { 200: endpoints.revokeShare.reply, ...errors },
    },
    handler: async (request) => revokeShareLink(deps, requirePrincipal(request), request.params.quoteId),
  });

  app.get(endpoints.pdf.path, {
    schema: {
      tags,
      summary: endpoints.pdf.summary,
      params: endpoints.pdf.params,
      querystring: endpoints.pdf.query,
      response: errors,
    },
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const quote = await getQuote(deps, principal, request.params.quoteId);
      const copy = request.query.copy ?? quote.buyerCopy.copy;
      const language = await userLanguage(deps, principal);
      const buyerCopy = buyerCopyIn(
        language,
        quote.calculator,
        copy,
        quote.publications.pricingDay,
        quote.freshness,
      );
      return sendFile(reply, await quotePdfFile({ ...quote, buyerCopy }, language));
    },
  });

  app.get(endpoints.xlsx.path, {
    schema: { tags, summary: endpoints.xlsx.summary, params: endpoints.xlsx.params, response: errors },
    handler: async (request, reply) => {
      const quote = await getQuote(deps, requirePrincipal(request), request.params.quoteId);
      const language = await userLanguage(deps, requirePrincipal(request));
      return sendFile(reply, await quoteWorkbookFile(quote, language));
    },
  });

  // The share link's calls: no sign-in, nothing of the account beyond the quote, never indexed.
  const shared = { auth: 'public' as const };
  app.get(endpoints.shared.path, {
    config: shared,
    schema: {
      tags,
      summary: endpoints.shared.summary,
      params: endpoints.shared.params,
      response: { 200: endpoints.shared.reply, 404: errorReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return viewSharedQuote(deps, request.params.token, requestOrigin(request));
    },
  });

  app.get(endpoints.sharedPdf.path, {
    config: shared,
    schema: {
      tags,
      summary: endpoints.sharedPdf.summary,
      params: endpoints.sharedPdf.params,
      response: { 404: errorReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      const record = await findSharedQuote(deps, request.params.token, requestOrigin(request), {
        countView: false,
      });
      void reply.header('X-Robots-Tag', 'noindex').header('Vary', 'Accept-Language');
      const language = await readerLanguage(deps, request.headers['accept-language'], record);
      return sendFile(reply, await sharedQuotePdfFile(record, deps.clock.now(), language), 'inline');
    },
  });
};
