import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { z } from 'zod';
import { endpointSchema, refusalReplies } from '../../shared/endpoint-schema.ts';
import { addOperator, listOperators } from './create-operator.ts';
import { extendTrial } from './extend-trial.ts';
import { listPriceHistory } from './price-history.ts';
import { grantLicences } from './grant-licences.ts';
import { listAccountInvoices } from '../billing/resend-invoice.ts';
import { listAccountAuditEvents } from '../audit/list-audit-events.ts';
import { listDeskNews, previewDeskNews, saveDeskNews, setNewsVisibility } from './news-desk.ts';
import {
  removeTwoFactorForSupport,
  reopenAccount,
  resendInvoiceForSupport,
  unlockPersonForSupport,
} from './help-a-user.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getAccountForSupport, searchAccounts } from './customer-desk.ts';
import { getMarketDashboard } from './get-market-dashboard.ts';
import { exportOperatorAudit, listOperatorAudit } from './list-operator-audit.ts';
import { createOperatorApiKey, listOperatorApiKeys, revokeOperatorApiKey } from './operator-api-keys.ts';
import { signOutOperator } from './operator-sign-in.ts';
import { previewFxFile } from './preview-fx-file.ts';
import { previewFreightFile, publishFreightFile } from './freight-file.ts';
import { previewPriceFile } from './preview-price-file.ts';
import { publishFxFile } from './publish-fx-file.ts';
import { publishPriceFile } from './publish-price-file.ts';
import { setSuperStatus } from './set-super-status.ts';

const tags = ['operations'];
const as = (role: (typeof roles)[keyof typeof roles]) =>
  ({ auth: 'operator', operatorRole: role ?? 'any' }) as const;

/** The operations console's calls (issue 15; decision 0049): operators only, each with the role it needs. */
export const operationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.me.path, {
    config: as(roles.me),
    schema: endpointSchema(ops.me, tags),
    handler: async (request) => {
      const { familyId: _familyId, ...me } = requireOperator(request);
      return me;
    },
  });

  app.delete(ops.signOut.path, {
    config: as(roles.signOut),
    schema: endpointSchema(ops.signOut, tags),
    handler: async (request) => {
      const operator = requireOperator(request);
      if (operator.familyId !== null) await signOutOperator(deps, operator.familyId);
      return { success: true, message: 'Signed out' };
    },
  });

  app.get(ops.dashboard.path, {
    config: as(roles.dashboard),
    schema: endpointSchema(ops.dashboard, tags),
    handler: async () => getMarketDashboard(deps),
  });

  app.get(ops.priceHistory.path, {
    config: as(roles.priceHistory),
    schema: endpointSchema(ops.priceHistory, tags),
    handler: async (request) => listPriceHistory(deps, request.query),
  });

  // A whole settlement file in a JSON string: up to the schema's million characters.
  const fileBodyLimit = 2 * 1_048_576;
  app.post(ops.previewPrices.path, {
    config: as(roles.previewPrices),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewPrices, tags),
    handler: async (request) => previewPriceFile(deps, request.body),
  });

  app.post(ops.publishPrices.path, {
    config: as(roles.publishPrices),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishPrices, tags),
    handler: async (request) => publishPriceFile(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewFreight.path, {
    config: as(roles.previewFreight),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewFreight, tags),
    handler: async (request) => previewFreightFile(deps, request.body),
  });

  app.post(ops.publishFreight.path, {
    config: as(roles.publishFreight),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishFreight, tags),
    handler: async (request) => publishFreightFile(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewFx.path, {
    config: as(roles.previewFx),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewFx, tags),
    handler: async (request) => previewFxFile(deps, request.body),
  });

  app.post(ops.publishFx.path, {
    config: as(roles.publishFx),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishFx, tags),
    handler: async (request) => publishFxFile(deps, requireOperator(request), request.body),
  });

  app.get(ops.listNews.path, {
    config: as(roles.listNews),
    schema: endpointSchema(ops.listNews, tags),
    handler: async () => listDeskNews(deps),
  });

  app.post(ops.saveNews.path, {
    config: as(roles.saveNews),
    // Articles are HTML, as in POST /system/news.
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.saveNews, tags),
    handler: async (request) => saveDeskNews(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewNews.path, {
    config: as(roles.previewNews),
    schema: endpointSchema(ops.previewNews, tags),
    handler: async (request) => previewDeskNews(request.body.article),
  });

  app.put(ops.setNewsVisibility.path, {
    config: as(roles.setNewsVisibility),
    schema: endpointSchema(ops.setNewsVisibility, tags),
    handler: async (request) =>
      setNewsVisibility(deps, requireOperator(request), request.params.newsId, request.body.visibleFrom),
  });

  app.get(ops.searchAccounts.path, {
    config: as(roles.searchAccounts),
    schema: endpointSchema(ops.searchAccounts, tags),
    handler: async (request) => searchAccounts(deps, request.query.q),
  });

  app.get(ops.account.path, {
    config: as(roles.account),
    schema: endpointSchema(ops.account, tags),
    handler: async (request) => getAccountForSupport(deps, request.params.accountId),
  });

  app.post(ops.extendTrial.path, {
    config: as(roles.extendTrial),
    schema: endpointSchema(ops.extendTrial, tags),
    handler: async (request) =>
      extendTrial(deps, requireOperator(request), request.params.accountId, request.body),
  });

  app.put(ops.grantLicences.path, {
    config: as(roles.grantLicences),
    schema: endpointSchema(ops.grantLicences, tags),
    handler: async (request) =>
      grantLicences(deps, requireOperator(request), request.params.accountId, request.body),
  });

  app.put(ops.setSuper.path, {
    config: as(roles.setSuper),
    schema: endpointSchema(ops.setSuper, tags),
    handler: async (request) =>
      setSuperStatus(deps, requireOperator(request), request.params.accountId, request.body),
  });

  app.get(ops.accountAudit.path, {
    config: as(roles.accountAudit),
    schema: endpointSchema(ops.accountAudit, tags),
    handler: async (request) => listAccountAuditEvents(deps, request.params.accountId, request.query),
  });

  app.get(ops.accountInvoices.path, {
    config: as(roles.accountInvoices),
    schema: endpointSchema(ops.accountInvoices, tags),
    handler: async (request) => listAccountInvoices(deps, request.params.accountId),
  });

  app.post(ops.resendInvoice.path, {
    config: as(roles.resendInvoice),
    schema: endpointSchema(ops.resendInvoice, tags),
    handler: async (request) =>
      resendInvoiceForSupport(deps, requireOperator(request), request.params, request.body.reason),
  });

  app.post(ops.unlockPerson.path, {
    config: as(roles.unlockPerson),
    schema: endpointSchema(ops.unlockPerson, tags),
    handler: async (request) =>
      unlockPersonForSupport(
        deps,
        requireOperator(request),
        request.params,
        request.body.reason,
        requestOrigin(request),
      ),
  });

  app.post(ops.removeTwoFactor.path, {
    config: as(roles.removeTwoFactor),
    schema: endpointSchema(ops.removeTwoFactor, tags),
    handler: async (request) =>
      removeTwoFactorForSupport(
        deps,
        requireOperator(request),
        request.params,
        request.body.reason,
        requestOrigin(request),
      ),
  });

  app.post(ops.reopenAccount.path, {
    config: as(roles.reopenAccount),
    schema: endpointSchema(ops.reopenAccount, tags),
    handler: async (request) =>
      reopenAccount(deps, requireOperator(request), request.params.accountId, request.body.reason),
  });

  app.get(ops.listOperators.path, {
    config: as(roles.listOperators),
    schema: endpointSchema(ops.listOperators, tags),
    handler: async () => listOperators(deps),
  });

  app.post(ops.createOperator.path, {
    config: as(roles.createOperator),
    schema: endpointSchema(ops.createOperator, tags),
    handler: async (request) => addOperator(deps, requireOperator(request), request.body),
  });

  app.get(ops.listKeys.path, {
    config: as(roles.listKeys),
    schema: endpointSchema(ops.listKeys, tags),
    handler: async () => listOperatorApiKeys(deps),
  });

  app.post(ops.createKey.path, {
    config: as(roles.createKey),
    schema: endpointSchema(ops.createKey, tags),
    handler: async (request) => createOperatorApiKey(deps, requireOperator(request), request.body),
  });

  app.delete(ops.revokeKey.path, {
    config: as(roles.revokeKey),
    schema: endpointSchema(ops.revokeKey, tags),
    handler: async (request) => revokeOperatorApiKey(deps, requireOperator(request), request.params.keyId),
  });

  app.get(ops.exportAudit.path, {
    config: as(roles.exportAudit),
    schema: {
      tags,
      summary: ops.exportAudit.summary,
      querystring: ops.exportAudit.query,
      produces: ['text/csv'],
      response: { 200: z.string(), ...refusalReplies },
    },
    handler: async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="psc-operator-audit.csv"')
        .header('Cache-Control', 'no-store')
        .send(await exportOperatorAudit(deps, request.query)),
  });

  app.get(ops.audit.path, {
    config: as(roles.audit),
    schema: endpointSchema(ops.audit, tags),
    handler: async (request) => listOperatorAudit(deps, request.query),
  });
};
