import { z } from 'zod';
import { contractIds } from '../market-data/contracts.ts';

/**
 * A price feed (issue 47 items 1 and 4; decisions 0109, 0110): a source the market desk no longer touches by hand.
 * Each kind publishes through the console import it stands for: ECB reference rates as the FX import, ICE
 * settlements and a vendor's prices as the price import, bulk lane assessments as the freight import, container
 * lane rates as a new version of the container-lanes rule table (decision 0140).
 */
export const priceFeedKinds = [
  'ecb-rates',
  'ice-settlements',
  'vendor-prices',
  'bulk-freight',
  'container-freight',
] as const;
export const priceFeedKindSchema = z.enum(priceFeedKinds);
export type PriceFeedKind = z.infer<typeof priceFeedKindSchema>;

/** The file format each kind reads; a vendor's prices are read through its mapping (format 'vendor-json' or 'vendor-csv'). */
export const priceFeedFormats = {
  'ecb-rates': ['ecb-xml', 'ecb-csv'],
  'ice-settlements': ['ice-csv', 'psc-csv', 'psc-json'],
  'vendor-prices': ['vendor-json', 'vendor-csv'],
  'bulk-freight': ['psc-csv', 'psc-json'],
  'container-freight': ['psc-json'],
} as const satisfies Record<PriceFeedKind, readonly string[]>;
export const priceFeedFormatSchema = z.enum([
  'ecb-xml',
  'ecb-csv',
  'ice-csv',
  'psc-csv',
  'psc-json',
  'vendor-json',
  'vendor-csv',
]);
export type PriceFeedFormat = z.infer<typeof priceFeedFormatSchema>;

/** The calendars a schedule runs on (core exchange-holidays), or every weekday with no holidays. */
export const priceFeedCalendars = ['ICE-US', 'ICE-EU', 'ECB-TARGET', 'weekdays'] as const;
export const priceFeedCalendarSchema = z.enum(priceFeedCalendars);
export type PriceFeedCalendar = z.infer<typeof priceFeedCalendarSchema>;

const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:MM (24-hour clock)');

/** When a feed runs: at these local times in its exchange's time zone, on the business days of its calendar. */
export const priceFeedScheduleSchema = z.object({
  calendar: priceFeedCalendarSchema,
  /** An IANA time zone ('America/New_York', 'Europe/London', 'Europe/Berlin'). */
  timeZone: z.string().trim().min(1).max(64),
  times: z.array(localTimeSchema).min(1, 'Give at least one time').max(8),
  /** Minutes after a scheduled time with no publication before the feed counts as late (operators are alerted). */
  lateAfterMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
});
export type PriceFeedSchedule = z.infer<typeof priceFeedScheduleSchema>;

const httpsUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: 'An https:// address (http:// only on this machine: localhost, 127.0.0.1)',
  })
  .max(2000);

/** Credentials are write-only: sent on create or update, stored sealed, never in a reply. */
export const priceFeedCredentialsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({
    type: z.literal('header'),
    name: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'A header name (letters, digits and dashes)'),
    value: z.string().min(1).max(2000),
  }),
  z.object({
    type: z.literal('basic'),
    username: z.string().min(1).max(200),
    password: z.string().min(1).max(500),
  }),
]);
export type PriceFeedCredentials = z.infer<typeof priceFeedCredentialsSchema>;

export const priceFeedSourceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('url'),
    url: httpsUrlSchema,
    /** Omitted on update: the stored credentials are kept. */
    credentials: priceFeedCredentialsSchema.optional(),
  }),
  z.object({
    type: z.literal('folder'),
    /** An absolute folder path on the server where the vendor drops files; the newest unprocessed file is read. */
    path: z.string().trim().min(1).max(1000).regex(/^\//, 'An absolute folder path'),
  }),
]);
export type PriceFeedSource = z.infer<typeof priceFeedSourceSchema>;

/** What a reply says of the source: never a credential, only which kind is set. */
export const priceFeedSourceReplySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('url'),
    url: z.string(),
    credentials: z.enum(['none', 'header', 'basic']),
    /** The header's name (never its value) when credentials is 'header'; the user name when 'basic'. */
    credentialsLabel: z.string().nullable(),
  }),
  z.object({ type: z.literal('folder'), path: z.string() }),
]);

/** A vendor symbol and the contract and period it prices. */
export const vendorSymbolSchema = z.object({
  symbol: z.string().trim().min(1).max(64),
  contractId: z.enum(contractIds),
  periodId: z.string().trim().min(1).max(32),
});

/** How a vendor's JSON or CSV reply maps to prices, so a subscription plugs in without code. */
export const vendorMappingSchema = z.object({
  /** For JSON: the dot path of the array of rows ('data.quotes'); empty when the reply is the array. */
  rowsPath: z.string().trim().max(200).default(''),
  symbolField: z.string().trim().min(1).max(100),
  priceField: z.string().trim().min(1).max(100),
  /** An ISO date or date-time field giving the price's as-of date. */
  dateField: z.string().trim().min(1).max(100),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  symbols: z.array(vendorSymbolSchema).min(1).max(200),
});
export type VendorMapping = z.infer<typeof vendorMappingSchema>;

export const priceFeedRequestSchema = z.object({
  kind: priceFeedKindSchema,
  name: z.string().trim().min(1, 'Give the feed a name').max(120),
  format: priceFeedFormatSchema,
  source: priceFeedSourceSchema,
  schedule: priceFeedScheduleSchema,
  /** Required for vendor-prices, refused for the other kinds. */
  mapping: vendorMappingSchema.nullable().default(null),
  /** A change beyond this percentage holds the publication for approval. */
  outlierPercent: z.number().positive().max(100).default(5),
  enabled: z.boolean().default(true),
});
export type PriceFeedRequest = z.infer<typeof priceFeedRequestSchema>;

export const priceFeedRunOutcomes = ['published', 'held', 'rejected-input', 'unreachable', 'failed'] as const;
export const priceFeedRunOutcomeSchema = z.enum(priceFeedRunOutcomes);
export type PriceFeedRunOutcome = z.infer<typeof priceFeedRunOutcomeSchema>;

export const priceFeedSchema = z.object({
  id: z.uuid(),
  kind: priceFeedKindSchema,
  name: z.string(),
  enabled: z.boolean(),
  format: priceFeedFormatSchema,
  source: priceFeedSourceReplySchema,
  schedule: priceFeedScheduleSchema,
  /** The schedule in words: '16:00 Europe/Berlin on ECB-TARGET business days'. */
  scheduleDescription: z.string(),
  mapping: vendorMappingSchema.nullable(),
  outlierPercent: z.number(),
  /** Set from ECB_RATES_URL at start (its address is the environment's); otherwise made in the desk. */
  fromEnvironment: z.boolean(),
  lastRunAt: z.iso.datetime().nullable(),
  lastOutcome: priceFeedRunOutcomeSchema.nullable(),
  lastError: z.string().nullable(),
  /** The as-of date of the feed's last publication. */
  lastPublishedAsOf: z.iso.date().nullable(),
  nextRunAt: z.iso.datetime().nullable(),
  /** Since when every fetch has failed to reach the source; null when the last fetch reached it. */
  unreachableSince: z.iso.datetime().nullable(),
  /** A scheduled time passed more than lateAfterMinutes ago with no publication since: operators are alerted. */
  late: z.boolean(),
  lateSince: z.iso.datetime().nullable(),
  heldPublications: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PriceFeed = z.infer<typeof priceFeedSchema>;

export const priceFeedListReplySchema = z.object({ feeds: z.array(priceFeedSchema) });
export type PriceFeedListReply = z.infer<typeof priceFeedListReplySchema>;

export const priceFeedIdParamsSchema = z.object({ feedId: z.uuid() });
export const heldPublicationIdParamsSchema = z.object({ heldId: z.uuid() });

export const priceFeedEnabledRequestSchema = z.object({ enabled: z.boolean() });

export const priceFeedRunSchema = z.object({
  id: z.uuid(),
  feedId: z.uuid(),
  feedName: z.string(),
  /** 'schedule' (its slot), 'start' (ECB_RATES_URL at start), 'manual' (run now), 'retry'. */
  trigger: z.enum(['schedule', 'start', 'manual', 'retry']),
  /** The scheduled instant this run is for; null for a manual run. */
  slot: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  outcome: priceFeedRunOutcomeSchema.nullable(),
  /** Why: the checks that failed, 'duplicate of the last publication', the HTTP status… */
  reason: z.string().nullable(),
  /** The fetched file: its name (folder) or address, its bytes and SHA-256. */
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  rows: z.number().int().nullable(),
  asOf: z.iso.date().nullable(),
  heldPublicationId: z.uuid().nullable(),
});
export type PriceFeedRun = z.infer<typeof priceFeedRunSchema>;

export const priceFeedRunsQuerySchema = z.object({
  feedId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const priceFeedRunsReplySchema = z.object({ runs: z.array(priceFeedRunSchema) });

/** One figure of a held file beside what traders read now. */
export const heldChangeSchema = z.object({
  /** What the figure is: 'NewYork11 H27', 'FX:EUR', 'BRSSZ→CNSHA Supramax'. */
  label: z.string(),
  value: z.number(),
  previous: z.number().nullable(),
  changePercent: z.number().nullable(),
  outlier: z.boolean(),
});

export const heldPublicationStates = ['held', 'approved', 'rejected'] as const;

export const heldPublicationSchema = z.object({
  id: z.uuid(),
  feedId: z.uuid(),
  feedName: z.string(),
  kind: priceFeedKindSchema,
  runId: z.uuid(),
  heldAt: z.iso.datetime(),
  state: z.enum(heldPublicationStates),
  /** Why it was held: 'outliers beyond 5%: NewYork11 H27 +12.0%'. */
  reason: z.string(),
  asOf: z.iso.date().nullable(),
  rows: z.number().int(),
  outliers: z.number().int(),
  outlierPercent: z.number(),
  /** Every figure that moved beyond outlierPercent, then the others, at most 500. */
  changes: z.array(heldChangeSchema),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type HeldPublication = z.infer<typeof heldPublicationSchema>;

export const heldPublicationsQuerySchema = z.object({
  state: z.enum([...heldPublicationStates, 'all']).default('held'),
});
export const heldPublicationsReplySchema = z.object({ held: z.array(heldPublicationSchema) });

export const heldDecisionRequestSchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500),
});

export const heldDecisionReplySchema = z.object({
  held: heldPublicationSchema,
  /** Approval: the rows published and the market-data version traders read next. */
  published: z.object({ rows: z.number().int(), version: z.number().int() }).nullable(),
});
