import { registrationReplySchema, registrationRequestSchema } from '../auth/auth.schemas.ts';
import { accountFinanceTermsReplySchema, financeTermsSchema } from '../pricing/finance-terms.ts';
import { defineEndpoints } from '../shared/endpoint.ts';
import {
  accountReplySchema,
  billingEmailRequestSchema,
  billingInformationRequestSchema,
  canUseReplySchema,
  closeAccountReplySchema,
  closeAccountRequestSchema,
  defaultAdminTransferRequestSchema,
} from './accounts.schemas.ts';

/** The account calls of account-and-billing.md §3, §5 and §8, described once for the server and the web (issue 13). */
export const accountEndpoints = defineEndpoints({
  register: {
    method: 'POST',
    path: '/register',
    summary: 'Create an account on the Free plan (one-week trial) with its first user as default admin',
    body: registrationRequestSchema,
    reply: registrationReplySchema,
    refusalReply: registrationReplySchema,
  },
  me: {
    method: 'GET',
    path: '/api/v1/accounts/me',
    summary: "The caller's account",
    reply: accountReplySchema,
  },
  use: {
    method: 'GET',
    path: '/api/v1/accounts/use',
    summary: 'Can-use reply: status, trial time left, licences',
    reply: canUseReplySchema,
  },
  updateBillingInformation: {
    method: 'PUT',
    path: '/api/v1/accounts/',
    summary: 'Save the billing information of the Info tab (administrators)',
    description:
      'Country is an ISO 3166-1 alpha-2 code; an EU VAT number must match its country format (VIES). Any `id` is ignored: it is always your account.',
    body: billingInformationRequestSchema,
    reply: accountReplySchema,
  },
  close: {
    method: 'DELETE',
    path: '/api/v1/accounts/',
    summary: 'Close the account (default admin only, with the account name typed as confirmation)',
    description:
      'Everyone of the account is signed out at once; the data is kept for ACCOUNT_RETENTION_DAYS, then removed.',
    body: closeAccountRequestSchema,
    reply: closeAccountReplySchema,
  },
  financeTerms: {
    method: 'GET',
    path: '/api/v1/accounts/financeterms',
    summary: "The account's default cost-of-money terms for the Finance line of its calculators",
    reply: accountFinanceTermsReplySchema,
  },
  setFinanceTerms: {
    method: 'PUT',
    path: '/api/v1/accounts/financeterms',
    summary:
      "Set the account's default cost-of-money terms (rates as fractions; active switches the Finance line on for calculators that have not chosen)",
    body: financeTermsSchema.strict(),
    reply: accountFinanceTermsReplySchema,
  },
  changeBillingEmail: {
    method: 'PUT',
    path: '/api/v1/accounts/billingEmail',
    summary: "Choose which user of the account receives billing e-mails ('Change Email')",
    body: billingEmailRequestSchema,
    reply: accountReplySchema,
  },
  transferDefaultAdmin: {
    method: 'PUT',
    path: '/api/v1/accounts/defaultAdmin',
    summary: 'Hand the default-admin role to another administrator (default admin only)',
    body: defaultAdminTransferRequestSchema,
    reply: accountReplySchema,
  },
});
