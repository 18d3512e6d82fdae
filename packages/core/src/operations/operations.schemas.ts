import { z } from 'zod';
import { boardContractIds } from '../market-data/contracts.ts';
import { newsItemInputSchema, newsItemReplySchema } from '../news/news.schemas.ts';
import { operatorRoles } from './operator-roles.ts';
import { priceFeedSchema } from '../price-feeds/price-feeds.schemas.ts';

export const operatorRoleSchema = z.enum(operatorRoles);

/** How the caller proved it is an operator: a console session, an operator API key, or the bootstrap key. */
export const operatorMeReplySchema = z.object({
  id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  role: operatorRoleSchema,
  via: z.enum(['session', 'api-key', 'bootstrap-key']),
});
export type OperatorMeReply = z.infer<typeof operatorMeReplySchema>;

export const marketSeriesSchema = z.object({
  kind: z.enum(['prices', 'fx', 'freight']),
  /** The contract for a price series; null for FX and freight, which are published as one table each. */
  contractId: z.string().nullable(),
  label: z.string(),
  lastPublishedAt: z.number().nullable(),
  source: z.string().nullable(),
  publisher: z.string().nullable(),
  isDemo: z.boolean(),
  rows: z.number().int(),
  ageHours: z.number().nullable(),
  cadence: z.enum(['business day', 'week']),
  /** Older than its cadence allows (a settlement older than one business day), or only demo data. */
  stale: z.boolean(),
});
export type MarketSeries = z.infer<typeof marketSeriesSchema>;

export const marketDashboardReplySchema = z.object({
  series: z.array(marketSeriesSchema),
  /** The market-data version the next trader read will use. */
  version: z.object({
    prices: z.number().int(),
    fx: z.number().int(),
    freight: z.number().int(),
    /** The newest rule-table version (decision 0050). */
    rules: z.number().int(),
  }),
  /** Traders still see 'Demo prices' on the board. */
  demoPrices: z.boolean(),
  /** The price feeds' state (issue 47; decision 0109): a late or failing feed shows here as on the Feeds desk. */
  feeds: z.array(
    priceFeedSchema.pick({
      id: true,
      name: true,
      kind: true,
      enabled: true,
      lastRunAt: true,
      lastOutcome: true,
      lastError: true,
      unreachableSince: true,
      late: true,
      heldPublications: true,
    }),
  ),
});
export type MarketDashboardReply = z.infer<typeof marketDashboardReplySchema>;

export const priceFileFormats = ['psc-csv', 'psc-json', 'ice-csv'] as const;
export const priceFileFormatSchema = z.enum(priceFileFormats);
export type PriceFileFormat = z.infer<typeof priceFileFormatSchema>;

export const priceFileRequestSchema = z.object({
  text: z.string().min(1, 'The file is empty').max(1_000_000),
  format: priceFileFormatSchema,
  /** Only the preview reads it: a change beyond this percentage is flagged. */
  outlierPercent: z.number().positive().max(100).optional(),
  source: z.string().trim().min(1).max(200).optional(),
});
export type PriceFileRequest = z.infer<typeof priceFileRequestSchema>;

export const priceChangeSchema = z.object({
  contractId: z.string(),
  periodId: z.string(),
  regionId: z.string().nullable(),
  currencyCode: z.string(),
  price: z.number(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  outlier: z.boolean(),
});

export const pricePreviewReplySchema = z.object({
  rows: z.number().int(),
  skipped: z.number().int(),
  outliers: z.number().int(),
  outlierPercent: z.number(),
  changes: z.array(priceChangeSchema),
  missing: z.array(z.object({ contractId: z.string(), periodId: z.string() })),
});
export type PricePreviewReply = z.infer<typeof pricePreviewReplySchema>;

export const accountSearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') });

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.number().int(),
  state: z.string(),
  defaultEmail: z.string().nullable(),
  createdAt: z.number(),
  users: z.number().int(),
  /** When the account was closed (its users can no longer sign in), so support does not read it as a trial. */
  closedAt: z.number().nullable(),
});
export const accountSearchReplySchema = z.array(accountSummarySchema);

export const accountIdParamsSchema = z.object({ accountId: z.uuid() });

export const accountDetailReplySchema = accountSummarySchema.extend({
  companyName: z.string().nullable(),
  country: z.string().nullable(),
  currencyCode: z.string(),
  planId: z.number().int(),
  /** The plan's name in the catalogue ('Team'), so support reads words, not 'Plan 1' (issue 48). */
  planName: z.string().nullable(),
  paymentLength: z.string(),
  validUntil: z.number().nullable(),
  freePlanEndsAt: z.number(),
  licences: z.object({ users: z.number().int(), editors: z.number().int(), viewers: z.number().int() }),
  people: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      permissions: z.string(),
      twoFactor: z.boolean(),
    }),
  ),
});
export type AccountDetailReply = z.infer<typeof accountDetailReplySchema>;

/** Every customer-desk action carries why it was done; the operator audit keeps it. */
const reasonSchema = z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500);

export const extendTrialRequestSchema = z.object({
  days: z.number().int().min(1).max(365),
  reason: reasonSchema,
});
export const reasonRequestSchema = z.object({ reason: reasonSchema });
export const personParamsSchema = z.object({ accountId: z.uuid(), personId: z.uuid() });
export const invoiceParamsSchema = z.object({ accountId: z.uuid(), invoiceId: z.uuid() });
export const licencesRequestSchema = z.object({
  /** Full User licences (A and U users); Viewers need none. */
  users: z.number().int().min(1).max(1000),
  reason: reasonSchema,
});
export const superStatusRequestSchema = z.object({ super: z.boolean(), reason: reasonSchema });

export const operatorApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the key').max(100),
  role: operatorRoleSchema,
});
export const operatorApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  role: operatorRoleSchema,
  createdBy: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});
export const operatorApiKeyListReplySchema = z.array(operatorApiKeySchema);
export const newOperatorApiKeyReplySchema = operatorApiKeySchema.extend({ key: z.string() });
export const operatorApiKeyIdParamsSchema = z.object({ keyId: z.uuid() });

export const operatorAuditQuerySchema = z.object({
  action: z.string().trim().max(100).optional(),
  target: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const operatorAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** The account's name or the operator's name and e-mail the target id stands for; null for other targets. */
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const operatorAuditReplySchema = z.array(operatorAuditEntrySchema);
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

export const newOperatorRequestSchema = z.object({
  email: z.email('Enter an e-mail address').trim().toLowerCase(),
  name: z.string().trim().min(1, 'Give a name').max(100),
  role: operatorRoleSchema,
  /** A first password the administrator hands over with the key; at least 12 characters. */
  password: z.string().min(12, "An operator's password has at least 12 characters").max(200),
});
export const newOperatorReplySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** The authenticator key, shown in this reply only. */
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
export const operatorListReplySchema = z.array(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: operatorRoleSchema,
    createdAt: z.number(),
    disabledAt: z.number().nullable(),
  }),
);

export const fxFileFormats = ['ecb-csv', 'ecb-xml', 'psc-csv', 'psc-json'] as const;
export const fxFileFormatSchema = z.enum(fxFileFormats);
export type FxFileFormat = z.infer<typeof fxFileFormatSchema>;

export const fxFileRequestSchema = priceFileRequestSchema.extend({ format: fxFileFormatSchema });
export type FxFileRequest = z.infer<typeof fxFileRequestSchema>;

export const fxPreviewReplySchema = z.object({
  rows: z.number().int(),
  /** Pegged currencies added from their anchor (ECB files only). */
  pegged: z.number().int(),
  outliers: z.number().int(),
  outlierPercent: z.number(),
  changes: z.array(
    z.object({
      currencyCode: z.string(),
      unitsPerUsd: z.number(),
      previous: z.number().nullable(),
      changePercent: z.number().nullable(),
      outlier: z.boolean(),
      rateDate: z.number(),
    }),
  ),
  /** Currencies traders have now that the file leaves out: they keep their older rate (with its age). */
  missing: z.array(z.object({ currencyCode: z.string(), rateDate: z.number() })),
});
export type FxPreviewReply = z.infer<typeof fxPreviewReplySchema>;

export const freightFileFormats = ['psc-csv', 'psc-json'] as const;
export const freightFileRequestSchema = priceFileRequestSchema.extend({ format: z.enum(freightFileFormats) });
export type FreightFileRequest = z.infer<typeof freightFileRequestSchema>;

const laneFields = { fromPortId: z.string(), toPortId: z.string(), vesselClassId: z.string() };
export const freightPreviewReplySchema = z.object({
  rows: z.number().int(),
  outliers: z.number().int(),
  outlierPercent: z.number(),
  changes: z.array(
    z.object({
      ...laneFields,
      usdPerTonne: z.number(),
      previous: z.number().nullable(),
      changePercent: z.number().nullable(),
      outlier: z.boolean(),
      assessedOn: z.string(),
    }),
  ),
  /** Lanes traders' bulk calculators read now that the file leaves out: they keep their older assessment. */
  missing: z.array(z.object({ ...laneFields, assessedOn: z.string() })),
});
export type FreightPreviewReply = z.infer<typeof freightPreviewReplySchema>;

/** The news desk's view of an item: everything a trader would see, plus when they start to see it. */
export const deskNewsItemSchema = newsItemReplySchema.omit({ restricted: true }).extend({
  visibleFrom: z.number().nullable(),
  state: z.enum(['draft', 'scheduled', 'published']),
});
export const deskNewsListReplySchema = z.array(deskNewsItemSchema);
export type DeskNewsItem = z.infer<typeof deskNewsItemSchema>;
export const deskNewsSaveRequestSchema = newsItemInputSchema;
export const deskNewsSaveReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});
export const newsPreviewRequestSchema = z.object({ article: z.string().max(200_000) });
export const newsPreviewReplySchema = z.object({ html: z.string() });
export const newsVisibilityRequestSchema = z.object({
  /** Epoch ms: now or later; null unpublishes (the item stays, as a draft). */
  visibleFrom: z.number().int().nonnegative().nullable(),
});
export const newsIdParamsSchema = z.object({ newsId: z.uuid() });

export const priceHistoryQuerySchema = z.object({
  contractId: z.enum(boardContractIds),
  /** A period with history ('Mar-27'); left out, the nearest one still to come, else the newest. */
  periodId: z.string().trim().max(20).optional(),
});
export const priceHistoryReplySchema = z.object({
  contractId: z.string(),
  periodId: z.string().nullable(),
  /** Every period of the contract with a published price, in calendar order. */
  periods: z.array(z.string()),
  points: z.array(
    z.object({
      at: z.number(),
      price: z.number(),
      currencyCode: z.string(),
      unit: z.string(),
      publisher: z.string(),
      source: z.string(),
      isDemo: z.boolean(),
    }),
  ),
});
export type PriceHistoryReply = z.infer<typeof priceHistoryReplySchema>;
