import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getAccountUse } from './get-account-use.ts';
import { getMyAccount } from './get-my-account.ts';
import { registerAccount } from './register-account.ts';
import { updateBillingInformation } from './update-billing-information.ts';
import { changeBillingEmail } from './change-billing-email.ts';
import { transferDefaultAdmin } from './transfer-default-admin.ts';
import { closeAccount } from './close-account.ts';
import { getAccountFinanceTerms, setAccountFinanceTerms } from './account-finance-terms.ts';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(accountEndpoints.register.path, {
    config: { auth: 'public', errorBody: { accountId: null } },
    // The use case validates, so failures carry the spec's registration messages instead of a generic 400.
    attachValidation: true,
    schema: endpointSchema(accountEndpoints.register, tags),
    handler: async (request) => registerAccount(deps, request.body, requestOrigin(request)),
  });

  app.get(accountEndpoints.me.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(accountEndpoints.me, tags),
    handler: async (request) => getMyAccount(deps, requirePrincipal(request)),
  });

  app.get(accountEndpoints.use.path, {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(accountEndpoints.use, tags),
    handler: async (request) => getAccountUse(deps, requirePrincipal(request)),
  });

  app.put(accountEndpoints.updateBillingInformation.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    // The use case validates, so the Info tab shows one plain message in red (§8 'Account').
    attachValidation: true,
    schema: endpointSchema(accountEndpoints.updateBillingInformation, tags),
    handler: async (request) =>
      updateBillingInformation(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.delete(accountEndpoints.close.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(accountEndpoints.close, tags),
    handler: async (request) =>
      closeAccount(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.get(accountEndpoints.financeTerms.path, {
    schema: endpointSchema(accountEndpoints.financeTerms, tags),
    handler: async (request) => getAccountFinanceTerms(deps, requirePrincipal(request)),
  });

  app.put(accountEndpoints.setFinanceTerms.path, {
    config: { access: 'administrator' },
    schema: endpointSchema(accountEndpoints.setFinanceTerms, tags),
    handler: async (request) => setAccountFinanceTerms(deps, requirePrincipal(request), request.body),
  });

  app.put(accountEndpoints.changeBillingEmail.path, {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: endpointSchema(accountEndpoints.changeBillingEmail, tags),
    handler: async (request) =>
      changeBillingEmail(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put(accountEndpoints.transferDefaultAdmin.path, {
    config: { access: 'administrator' },
    schema: endpointSchema(accountEndpoints.transferDefaultAdmin, tags),
    handler: async (request) =>
      transferDefaultAdmin(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });
};
