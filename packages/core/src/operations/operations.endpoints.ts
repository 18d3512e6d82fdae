import { appSettingReplySchema } from '../auth/auth.schemas.ts';
import { appSettingUpdateRequestSchema } from '../settings/app-settings.schemas.ts';
import { importReplySchema } from '../market-data/market-data.schemas.ts';
import { defineEndpoints } from '../shared/endpoint.ts';
import { catalogueDeskEndpoints } from './catalogue-desk.endpoints.ts';
import { customerDeskEndpoints } from './customer-desk.endpoints.ts';
import { jobsDeskEndpoints } from './jobs-desk.endpoints.ts';
import { priceFeedEndpointRoles, priceFeedEndpoints } from '../price-feeds/price-feeds.endpoints.ts';
import { operatorInvitationDeskEndpoints } from './operator-invitations.schemas.ts';
import { ruleTableEndpoints } from './rule-tables.endpoints.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  deskNewsListReplySchema,
  deskNewsSaveReplySchema,
  deskNewsSaveRequestSchema,
  newsIdParamsSchema,
  newsPreviewReplySchema,
  newsPreviewRequestSchema,
  newsVisibilityRequestSchema,
  fxFileRequestSchema,
  fxPreviewReplySchema,
  freightFileRequestSchema,
  freightPreviewReplySchema,
  marketDashboardReplySchema,
  newOperatorReplySchema,
  newOperatorRequestSchema,
  operatorListReplySchema,
  newOperatorApiKeyReplySchema,
  operatorApiKeyIdParamsSchema,
  operatorApiKeyListReplySchema,
  operatorApiKeyRequestSchema,
  operatorAuditQuerySchema,
  operatorAuditReplySchema,
  operatorMeReplySchema,
  pricePreviewReplySchema,
  priceFileRequestSchema,
  priceHistoryQuerySchema,
  priceHistoryReplySchema,
} from './operations.schemas.ts';

/**
 * The operations console's calls (issue 15; decision 0049). Every path under /api/ops answers operators only:
 * a console session, an operator API key or the bootstrap key, never a customer's token.
 */
export const operationsEndpoints = defineEndpoints({
  me: {
    method: 'GET',
    path: '/api/ops/me',
    summary: 'The signed-in operator: name, role and how the call was authenticated',
    reply: operatorMeReplySchema,
  },
  signOut: {
    method: 'DELETE',
    path: '/api/ops/session',
    summary: 'End this console session (its refresh token too) on every instance',
    reply: simpleReplySchema,
  },
  dashboard: {
    method: 'GET',
    path: '/api/ops/market/dashboard',
    summary:
      "Analysts: every series' last publication, its age against its cadence, and what traders read next",
    reply: marketDashboardReplySchema,
  },
  priceHistory: {
    method: 'GET',
    path: '/api/ops/market/history',
    summary:
      "Analysts: one period's published prices over time (at most 500, oldest first), and the periods with history",
    query: priceHistoryQuerySchema,
    reply: priceHistoryReplySchema,
  },
  previewPrices: {
    method: 'POST',
    path: '/api/ops/market/prices/preview',
    summary: 'Analysts: check a price file against the current publication without publishing it',
    description:
      "Formats: psc-csv and psc-json (the operator import's columns, decision 0013) or ice-csv (ICE's end-of-day settlement CSV: SB and W futures rows, symbol and strip to contract and period). A bad file answers 400 with every error by line.",
    body: priceFileRequestSchema,
    reply: pricePreviewReplySchema,
  },
  publishPrices: {
    method: 'POST',
    path: '/api/ops/market/prices',
    summary: 'Analysts: publish a price file as a new publication (all rows or none; history kept)',
    body: priceFileRequestSchema,
    reply: importReplySchema,
  },
  previewFx: {
    method: 'POST',
    path: '/api/ops/market/fx/preview',
    summary: 'Analysts: check an FX file against the current rates without publishing it',
    description:
      'Formats: ecb-csv and ecb-xml (the ECB euro reference rates, eurofxref.csv or the daily XML, converted to units per US dollar, with the pegged currencies added from their anchor) or psc-csv and psc-json (currencyCode, unitsPerUsd, timestamp: the central-bank rows for the rest). A bad file answers 400 with every error by line.',
    body: fxFileRequestSchema,
    reply: fxPreviewReplySchema,
  },
  publishFx: {
    method: 'POST',
    path: '/api/ops/market/fx',
    summary: 'Analysts: publish an FX file as a new publication (all rows or none; history kept)',
    body: fxFileRequestSchema,
    reply: importReplySchema,
  },
  previewFreight: {
    method: 'POST',
    path: '/api/ops/market/freight/preview',
    summary: 'Analysts: check a bulk freight assessment file against the current lanes without publishing it',
    body: freightFileRequestSchema,
    reply: freightPreviewReplySchema,
  },
  publishFreight: {
    method: 'POST',
    path: '/api/ops/market/freight',
    summary: 'Analysts: publish a bulk freight assessment file (all lanes or none) in your name',
    body: freightFileRequestSchema,
    reply: importReplySchema,
  },
  listNews: {
    method: 'GET',
    path: '/api/ops/news',
    summary: 'Analysts: every news item with its state (draft, scheduled, published), newest first',
    reply: deskNewsListReplySchema,
  },
  saveNews: {
    method: 'POST',
    path: '/api/ops/news',
    summary:
      'Analysts: write or replace a news item (an id replaces); visibleFrom null keeps it a draft, later schedules it',
    body: deskNewsSaveRequestSchema,
    reply: deskNewsSaveReplySchema,
  },
  previewNews: {
    method: 'POST',
    path: '/api/ops/news/preview',
    summary: 'Analysts: the article as traders will see it, after the same sanitising as publication',
    body: newsPreviewRequestSchema,
    reply: newsPreviewReplySchema,
  },
  setNewsVisibility: {
    method: 'PUT',
    path: '/api/ops/news/:newsId/visibility',
    summary: 'Analysts: publish now, schedule (a later instant) or unpublish (null) a news item',
    params: newsIdParamsSchema,
    body: newsVisibilityRequestSchema,
    reply: deskNewsSaveReplySchema,
  },
  listOperators: {
    method: 'GET',
    path: '/api/ops/operators',
    summary: 'Administrators: the operators and their roles',
    reply: operatorListReplySchema,
  },
  createOperator: {
    method: 'POST',
    path: '/api/ops/operators',
    summary:
      'Administrators: add an operator; the authenticator key is in this reply only, to hand over with the password',
    body: newOperatorRequestSchema,
    reply: newOperatorReplySchema,
  },
  settings: {
    method: 'GET',
    path: '/api/ops/settings',
    summary: 'Administrators: the app settings (how-to video, privacy and registration links)',
    reply: appSettingReplySchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/ops/settings',
    summary: 'Administrators: change the app settings; a field left out is kept, null or empty clears it',
    body: appSettingUpdateRequestSchema,
    reply: appSettingReplySchema,
  },
  listKeys: {
    method: 'GET',
    path: '/api/ops/keys',
    summary: 'Administrators: operator API keys for scripts (never the keys themselves)',
    reply: operatorApiKeyListReplySchema,
  },
  createKey: {
    method: 'POST',
    path: '/api/ops/keys',
    summary: 'Administrators: create an operator API key with one role; the key is in this reply only',
    body: operatorApiKeyRequestSchema,
    reply: newOperatorApiKeyReplySchema,
  },
  revokeKey: {
    method: 'DELETE',
    path: '/api/ops/keys/:keyId',
    summary: 'Administrators: revoke an operator API key',
    params: operatorApiKeyIdParamsSchema,
    reply: simpleReplySchema,
  },
  audit: {
    method: 'GET',
    path: '/api/ops/audit',
    summary: 'Any operator: the operator audit trail, newest first (who, when, what, why, before and after)',
    query: operatorAuditQuerySchema,
    reply: operatorAuditReplySchema,
  },
  exportAudit: {
    method: 'GET',
    path: '/api/ops/audit.csv',
    summary: 'Any operator: the operator audit trail as CSV, with the same filters (a spreadsheet-safe file)',
    query: operatorAuditQuerySchema,
  },
  ...customerDeskEndpoints,
  ...ruleTableEndpoints,
  ...catalogueDeskEndpoints,
  ...jobsDeskEndpoints,
  ...priceFeedEndpoints,
  ...operatorInvitationDeskEndpoints,
});

/** Which role each call needs; an administrator passes every check (operatorMayAct). */
export const operationsEndpointRoles = {
  me: null,
  signOut: null,
  dashboard: 'analyst',
  priceHistory: 'analyst',
  previewPrices: 'analyst',
  publishPrices: 'analyst',
  previewFx: 'analyst',
  publishFx: 'analyst',
  previewFreight: 'analyst',
  publishFreight: 'analyst',
  listRuleTables: 'analyst',
  ruleTable: 'analyst',
  ruleTableVersion: 'analyst',
  previewRuleTable: 'analyst',
  saveRuleTable: 'analyst',
  listNews: 'analyst',
  saveNews: 'analyst',
  previewNews: 'analyst',
  setNewsVisibility: 'analyst',
  searchAccounts: 'support',
  account: 'support',
  extendTrial: 'support',
  grantLicences: 'support',
  setSuper: 'support',
  accountAudit: 'support',
  accountInvoices: 'support',
  resendInvoice: 'support',
  unlockPerson: 'support',
  removeTwoFactor: 'support',
  reopenAccount: 'support',
  listOperators: 'admin',
  createOperator: 'admin',
  listInvitations: 'admin',
  inviteOperator: 'admin',
  revokeInvitation: 'admin',
  settings: 'admin',
  updateSettings: 'admin',
  cataloguePrices: 'admin',
  changeCataloguePrices: 'admin',
  coupons: 'admin',
  saveCoupon: 'admin',
  listKeys: 'admin',
  createKey: 'admin',
  revokeKey: 'admin',
  failedJobs: 'admin',
  retryJob: 'admin',
  audit: null,
  exportAudit: null,
  ...priceFeedEndpointRoles,
} as const satisfies Record<keyof typeof operationsEndpoints, 'analyst' | 'support' | 'admin' | null>;

/** The operations console's OAuth client (decision 0049): public like the web app's, it identifies the console. */
export const operationsClient = { id: 'psc-operations', secret: 'psc-operations-secret' } as const;

/** Operator API keys start with this, so a script's key is told from a console session's token at a glance. */
export const operatorApiKeyMarker = 'pscop_';
