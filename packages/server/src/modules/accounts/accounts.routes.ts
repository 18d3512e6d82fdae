import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountReplySchema,
  billingEmailRequestSchema,
  billingInformationRequestSchema,
  canUseReplySchema,
  closeAccountReplySchema,
  closeAccountRequestSchema,
  defaultAdminTransferRequestSchema,
} from '@psc/core/accounts/accounts.schemas';
import { registrationReplySchema, registrationRequestSchema } from '@psc/core/auth/auth.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { requestOrigin } from '../../shared/request-origin.ts';
import { getAccountUse } from './get-account-use.ts';
import { getMyAccount } from './get-my-account.ts';
import { registerAccount } from './register-account.ts';
import { updateBillingInformation } from './update-billing-information.ts';
import { changeBillingEmail } from './change-billing-email.ts';
import { transferDefaultAdmin } from './transfer-default-admin.ts';
import { closeAccount } from './close-account.ts';
import { getAccountFinanceTerms, setAccountFinanceTerms } from './account-finance-terms.ts';
import { accountFinanceTermsReplySchema, financeTermsSchema } from '@psc/core/pricing/finance-terms';

const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/register', {
    config: { auth: 'public', errorBody: { accountId: null } },
    // The use case validates, so failures carry the spec's registration messages instead of a generic 400.
    attachValidation: true,
    schema: {
      tags: ['accounts'],
      summary: 'Create an account on the Free plan (one-week trial) with its first user as default admin',
      body: registrationRequestSchema,
      response: {
        200: registrationReplySchema,
        400: registrationReplySchema,
        409: registrationReplySchema,
        429: registrationReplySchema,
      },
    },
    handler: async (request) => registerAccount(deps, request.body, requestOrigin(request)),
  });

  app.get('/api/v1/accounts/me', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['accounts'],
      summary: "The caller's account",
      response: { 200: accountReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => getMyAccount(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/accounts/use', {
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['accounts'],
      summary: 'Can-use reply: status, trial time left, licences',
      response: { 200: canUseReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => getAccountUse(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/accounts/', {
    config: { access: 'administrator', allowedWhenLocked: true },
    // The use case validates, so the Info tab shows one plain message in red (§8 'Account').
    attachValidation: true,
    schema: {
      tags: ['accounts'],
      summary: 'Save the billing information of the Info tab (administrators)',
      description:
        'Country is an ISO 3166-1 alpha-2 code; an EU VAT number must match its country format (VIES). Any `id` is ignored: it is always your account.',
      body: billingInformationRequestSchema,
      response: { 200: accountReplySchema, ...refusals },
    },
    handler: async (request) =>
      updateBillingInformation(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.delete('/api/v1/accounts/', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['accounts'],
      summary: 'Close the account (default admin only, with the account name typed as confirmation)',
      description:
        'Everyone of the account is signed out at once; the data is kept for ACCOUNT_RETENTION_DAYS, then removed.',
      body: closeAccountRequestSchema,
      response: { 200: closeAccountReplySchema, ...refusals },
    },
    handler: async (request) =>
      closeAccount(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.get('/api/v1/accounts/financeterms', {
    schema: {
      tags: ['accounts'],
      summary: "The account's default cost-of-money terms for the Finance line of its calculators",
      response: { 200: accountFinanceTermsReplySchema, ...refusals },
    },
    handler: async (request) => getAccountFinanceTerms(deps, requirePrincipal(request)),
  });

  app.put('/api/v1/accounts/financeterms', {
    config: { access: 'administrator' },
    schema: {
      tags: ['accounts'],
      summary:
        "Set the account's default cost-of-money terms (rates as fractions; active switches the Finance line on for calculators that have not chosen)",
      body: financeTermsSchema.strict(),
      response: { 200: accountFinanceTermsReplySchema, ...refusals },
    },
    handler: async (request) => setAccountFinanceTerms(deps, requirePrincipal(request), request.body),
  });

  app.put('/api/v1/accounts/billingEmail', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['accounts'],
      summary: "Choose which user of the account receives billing e-mails ('Change Email')",
      body: billingEmailRequestSchema,
      response: { 200: accountReplySchema, ...refusals },
    },
    handler: async (request) =>
      changeBillingEmail(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });

  app.put('/api/v1/accounts/defaultAdmin', {
    config: { access: 'administrator' },
    schema: {
      tags: ['accounts'],
      summary: 'Hand the default-admin role to another administrator (default admin only)',
      body: defaultAdminTransferRequestSchema,
      response: { 200: accountReplySchema, ...refusals },
    },
    handler: async (request) =>
      transferDefaultAdmin(deps, requirePrincipal(request), request.body, requestOrigin(request)),
  });
};
