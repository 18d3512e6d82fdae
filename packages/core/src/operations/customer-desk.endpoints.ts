import { invoiceListReplySchema } from '../billing/payment.schemas.ts';
import { auditQuerySchema, auditReplySchema } from '../audit/audit.schemas.ts';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  accountDetailReplySchema,
  accountIdParamsSchema,
  accountSearchQuerySchema,
  accountSearchReplySchema,
  extendTrialRequestSchema,
  invoiceParamsSchema,
  licencesRequestSchema,
  personParamsSchema,
  reasonRequestSchema,
  superStatusRequestSchema,
} from './operations.schemas.ts';

/** The customer desk's calls (issue 15): find an account, read it, and help it; part of operationsEndpoints. */
export const customerDeskEndpoints = defineEndpoints({
  searchAccounts: {
    method: 'GET',
    path: '/api/ops/accounts',
    summary: 'Support: find accounts by name, e-mail of a user, or id (at most 50)',
    query: accountSearchQuerySchema,
    reply: accountSearchReplySchema,
  },
  account: {
    method: 'GET',
    path: '/api/ops/accounts/:accountId',
    summary: "Support: an account's status, plan, licences and users (never a password, card or TOTP key)",
    params: accountIdParamsSchema,
    reply: accountDetailReplySchema,
  },
  extendTrial: {
    method: 'POST',
    path: '/api/ops/accounts/:accountId/trial',
    summary: "Support: extend a free-plan account's trial by some days, with a reason",
    params: accountIdParamsSchema,
    body: extendTrialRequestSchema,
    reply: simpleReplySchema,
  },
  grantLicences: {
    method: 'PUT',
    path: '/api/ops/accounts/:accountId/licences',
    summary:
      'Support: set the number of Full User licences (never below the Full Users defined), with a reason; the next subscription change sets it from the purchase',
    params: accountIdParamsSchema,
    body: licencesRequestSchema,
    reply: simpleReplySchema,
  },
  setSuper: {
    method: 'PUT',
    path: '/api/ops/accounts/:accountId/super',
    summary: 'Support: make an account super (status 10) or return it to the status it had, with a reason',
    params: accountIdParamsSchema,
    body: superStatusRequestSchema,
    reply: simpleReplySchema,
  },
  accountAudit: {
    method: 'GET',
    path: '/api/ops/accounts/:accountId/audit',
    summary:
      "Support: the account's own audit trail (sign-ins, users, security), as its administrators see it",
    params: accountIdParamsSchema,
    query: auditQuerySchema,
    reply: auditReplySchema,
  },
  accountInvoices: {
    method: 'GET',
    path: '/api/ops/accounts/:accountId/invoices',
    summary: "Support: an account's invoices, newest first, with their payment state",
    params: accountIdParamsSchema,
    reply: invoiceListReplySchema,
  },
  resendInvoice: {
    method: 'POST',
    path: '/api/ops/accounts/:accountId/invoices/:invoiceId/resend',
    summary:
      "Support: send an invoice e-mail again, with its PDF, to the account's billing e-mail, with a reason",
    params: invoiceParamsSchema,
    body: reasonRequestSchema,
    reply: simpleReplySchema,
  },
  unlockPerson: {
    method: 'POST',
    path: '/api/ops/accounts/:accountId/people/:personId/unlock',
    summary:
      "Support: lift a user's sign-in lock (failed sign-ins and the captcha they ask for), with a reason",
    params: personParamsSchema,
    body: reasonRequestSchema,
    reply: simpleReplySchema,
  },
  removeTwoFactor: {
    method: 'POST',
    path: '/api/ops/accounts/:accountId/people/:personId/two-factor/remove',
    summary:
      "Support: remove a user's 2-Step Verification after an identity check (the reason says which), so they can set it up again",
    params: personParamsSchema,
    body: reasonRequestSchema,
    reply: simpleReplySchema,
  },
  reopenAccount: {
    method: 'POST',
    path: '/api/ops/accounts/:accountId/reopen',
    summary: 'Support: undo a closure before the account is purged: it and its users are active again',
    params: accountIdParamsSchema,
    body: reasonRequestSchema,
    reply: simpleReplySchema,
  },
});
