import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { operatorWith as as, operationsTags as tags } from './operator-route-config.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { listAccountAuditEvents } from '../audit/list-audit-events.ts';
import { listAccountInvoices } from '../billing/invoicing/resend-invoice.ts';
import { getAccountForSupport, searchAccounts } from './customer-desk.ts';
import { extendTrial } from './extend-trial.ts';
import { grantLicences } from './grant-licences.ts';
import {
  removeTwoFactorForSupport,
  reopenAccount,
  resendInvoiceForSupport,
  unlockPersonForSupport,
} from './help-a-user.ts';
import { setSuperStatus } from './set-super-status.ts';

/** The console's customer desk: find an account, and help it (trial, licences, status, invoices, a locked user). */
export const customerDeskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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
};
