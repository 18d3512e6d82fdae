import { z } from 'zod';
import { contractIds } from '@psc/core/market-data/contracts';
import { defaultSchedules } from '@psc/core/price-feeds/feed-schedule';
import {
  priceFeedCalendars,
  priceFeedFormats,
  priceFeedKinds,
  type PriceFeed,
  type PriceFeedFormat,
  type PriceFeedKind,
  type PriceFeedRequest,
} from '@psc/core/price-feeds/price-feeds.schemas';

/** The ECB's public daily file (issue 47): filled in when an analyst adds the ECB feed, fetched only once saved on. */
export const ecbPublicAddress = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

export const kindLabels: Readonly<Record<PriceFeedKind, string>> = {
  'ecb-rates': 'ECB daily reference rates',
  'ice-settlements': 'ICE end-of-day settlements (#11 and #5)',
  'vendor-prices': 'Vendor price API (JSON or CSV mapping)',
  'bulk-freight': 'Freight lane assessments',
  'container-freight': 'Container lane rates (the container-lanes table)',
};

export const formatLabels: Readonly<Record<PriceFeedFormat, string>> = {
  'ecb-xml': 'ECB XML (eurofxref-daily.xml)',
  'ecb-csv': 'ECB CSV',
  'ice-csv': "ICE settlement CSV (ICE's layout)",
  'psc-csv': "PSC CSV (the console import's columns)",
  'psc-json': "PSC JSON (the console import's fields)",
  'vendor-json': 'Vendor JSON, read through the mapping',
  'vendor-csv': 'Vendor CSV, read through the mapping',
};

const timesPattern = /^\s*([01]\d|2[0-3]):[0-5]\d(\s*,\s*([01]\d|2[0-3]):[0-5]\d)*\s*$/;
const wholeNumber = /^\s*\d+\s*$/;

/** One vendor symbol a line: 'symbol, contract, period' (e.g. 'SBH27, NewYork11, Mar-27'). */
const symbolLinesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(',').map((part) => part.trim()));

const isContractId = (value: string | undefined): value is (typeof contractIds)[number] =>
  (contractIds as readonly string[]).includes(value ?? '');

export const priceFeedFormSchema = z
  .object({
    kind: z.enum(priceFeedKinds),
    name: z.string().trim().min(1, 'Give the feed a name').max(120),
    format: z.string().min(1, 'Choose a format'),
    sourceType: z.enum(['url', 'folder']),
    url: z.string().trim(),
    /** 'keep' (editing only): the stored credentials stay as they are. */
    credentials: z.enum(['keep', 'none', 'header', 'basic']),
    headerName: z.string().trim(),
    headerValue: z.string(),
    username: z.string().trim(),
    password: z.string(),
    folderPath: z.string().trim(),
    calendar: z.enum(priceFeedCalendars),
    timeZone: z.string().trim().min(1, 'An IANA time zone, e.g. America/New_York'),
    times: z.string().regex(timesPattern, 'Times of day as HH:MM, separated by commas'),
    lateAfterMinutes: z.string().regex(wholeNumber, 'A whole number of minutes'),
    outlierPercent: z.string().refine((text) => Number(text) > 0 && Number(text) <= 100, 'Between 0 and 100'),
    enabled: z.boolean(),
    rowsPath: z.string().trim(),
    symbolField: z.string().trim(),
    priceField: z.string().trim(),
    dateField: z.string().trim(),
    mappingCurrency: z.string().trim(),
    symbols: z.string(),
  })
  .superRefine((values, context) => {
    const need = (field: keyof typeof values, message: string) => {
      if (String(values[field]).trim() === '') context.addIssue({ code: 'custom', path: [field], message });
    };
    if (values.sourceType === 'url') {
      if (!/^https?:\/\/\S+$/.test(values.url))
        context.addIssue({ code: 'custom', path: ['url'], message: 'An https:// address' });
      if (values.credentials === 'header') {
        need('headerName', 'The header name, e.g. X-Api-Key');
        need('headerValue', "The header's value");
      }
      if (values.credentials === 'basic') {
        need('username', 'The user name');
        need('password', 'The password');
      }
    } else if (!values.folderPath.startsWith('/')) {
      context.addIssue({
        code: 'custom',
        path: ['folderPath'],
        message: 'An absolute folder path, e.g. /srv/feeds/ice',
      });
    }
    if (values.kind !== 'vendor-prices') return;
    need('symbolField', 'The field naming the symbol');
    need('priceField', 'The field holding the price');
    need('dateField', 'The field holding the date');
    if (!/^[A-Z]{3}$/.test(values.mappingCurrency))
      context.addIssue({ code: 'custom', path: ['mappingCurrency'], message: 'A currency code, e.g. USD' });
    const lines = symbolLinesOf(values.symbols);
    const bad = lines.findIndex((parts) => parts.length !== 3 || !isContractId(parts[1]) || parts[2] === '');
    if (lines.length === 0 || bad >= 0)
      context.addIssue({
        code: 'custom',
        path: ['symbols'],
        message:
          lines.length === 0
            ? 'At least one symbol'
            : `Line ${bad + 1}: symbol, contract (${contractIds.join(', ')}), period`,
      });
  });
export type PriceFeedFormValues = z.infer<typeof priceFeedFormSchema>;

/** What a kind starts with: its first format, its usual schedule, and for the ECB the public address. */
export const kindDefaults = (kind: PriceFeedKind) => {
  const schedule = defaultSchedules[kind];
  return {
    name: kindLabels[kind].replace(/ \(.*\)$/, ''),
    format: priceFeedFormats[kind][0],
    url: kind === 'ecb-rates' ? ecbPublicAddress : '',
    calendar: schedule.calendar,
    timeZone: schedule.timeZone,
    times: schedule.times.join(', '),
    lateAfterMinutes: String(schedule.lateAfterMinutes),
  };
};

/** The form for a new feed of `kind`, or for changes to `feed` (its credentials kept unless replaced). */
export const priceFeedFormDefaults = (feed: PriceFeed | null, kind: PriceFeedKind): PriceFeedFormValues => {
  const source = feed?.source ?? {
    type: 'url' as const,
    url: '',
    credentials: 'none',
    credentialsLabel: null,
  };
  const mapping = feed?.mapping ?? null;
  const fresh = kindDefaults(feed?.kind ?? kind);
  return {
    kind: feed?.kind ?? kind,
    name: feed?.name ?? fresh.name,
    format: feed?.format ?? fresh.format,
    sourceType: source.type,
    url: source.type === 'url' ? source.url || fresh.url : '',
    credentials: feed === null ? 'none' : 'keep',
    headerName:
      source.type === 'url' && source.credentials === 'header' ? (source.credentialsLabel ?? '') : '',
    headerValue: '',
    username: source.type === 'url' && source.credentials === 'basic' ? (source.credentialsLabel ?? '') : '',
    password: '',
    folderPath: source.type === 'folder' ? source.path : '',
    calendar: feed?.schedule.calendar ?? fresh.calendar,
    timeZone: feed?.schedule.timeZone ?? fresh.timeZone,
    times: feed?.schedule.times.join(', ') ?? fresh.times,
    lateAfterMinutes: String(feed?.schedule.lateAfterMinutes ?? fresh.lateAfterMinutes),
    outlierPercent: String(feed?.outlierPercent ?? 5),
    enabled: feed?.enabled ?? true,
    rowsPath: mapping?.rowsPath ?? '',
    symbolField: mapping?.symbolField ?? 'symbol',
    priceField: mapping?.priceField ?? 'settlement',
    dateField: mapping?.dateField ?? 'date',
    mappingCurrency: mapping?.currencyCode ?? 'USD',
    symbols:
      mapping?.symbols.map((entry) => `${entry.symbol}, ${entry.contractId}, ${entry.periodId}`).join('\n') ??
      '',
  };
};

const credentialsOf = (values: PriceFeedFormValues) => {
  switch (values.credentials) {
    case 'keep':
      return {};
    case 'none':
      return { credentials: { type: 'none' as const } };
    case 'header':
      return { credentials: { type: 'header' as const, name: values.headerName, value: values.headerValue } };
    case 'basic':
      return {
        credentials: { type: 'basic' as const, username: values.username, password: values.password },
      };
  }
};

/** The create or update call's body; the server checks it again (an http:// address only for this machine). */
export const priceFeedRequestOf = (values: PriceFeedFormValues): PriceFeedRequest => ({
  kind: values.kind,
  name: values.name,
  format: values.format as PriceFeedFormat,
  source:
    values.sourceType === 'url'
      ? { type: 'url', url: values.url, ...credentialsOf(values) }
      : { type: 'folder', path: values.folderPath },
  schedule: {
    calendar: values.calendar,
    timeZone: values.timeZone,
    times: values.times.split(',').map((time) => time.trim()),
    lateAfterMinutes: Number(values.lateAfterMinutes),
  },
  mapping:
    values.kind === 'vendor-prices'
      ? {
          rowsPath: values.rowsPath,
          symbolField: values.symbolField,
          priceField: values.priceField,
          dateField: values.dateField,
          currencyCode: values.mappingCurrency,
          symbols: symbolLinesOf(values.symbols).map(([symbol = '', contractId = '', periodId = '']) => ({
            symbol,
            contractId: contractId as (typeof contractIds)[number],
            periodId,
          })),
        }
      : null,
  outlierPercent: Number(values.outlierPercent),
  enabled: values.enabled,
});
