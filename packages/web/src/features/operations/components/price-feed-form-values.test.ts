import { describe, expect, it } from 'vitest';
import { priceFeedRequestSchema, type PriceFeed } from '@psc/core/price-feeds/price-feeds.schemas';
import {
  ecbPublicAddress,
  priceFeedFormDefaults,
  priceFeedFormSchema,
  priceFeedRequestOf,
} from './price-feed-form-values.ts';

const problems = (values: ReturnType<typeof priceFeedFormDefaults>) => {
  const parsed = priceFeedFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

const storedFeed: PriceFeed = {
  id: '5d2f3c1e-8a4b-4c6d-9e0f-1a2b3c4d5e6f',
  kind: 'vendor-prices',
  name: 'Barchart sugar',
  enabled: false,
  format: 'vendor-json',
  source: {
    type: 'url',
    url: 'https://vendor.example/quotes',
    credentials: 'header',
    credentialsLabel: 'X-Api-Key',
  },
  schedule: {
    calendar: 'ICE-US',
    timeZone: 'America/New_York',
    times: ['14:30', '18:00'],
    lateAfterMinutes: 180,
  },
  scheduleDescription: '14:30, 18:00 America/New_York on ICE Futures U.S. business days',
  mapping: {
    rowsPath: 'data.quotes',
    symbolField: 'symbol',
    priceField: 'last',
    dateField: 'tradeDate',
    currencyCode: 'USD',
    symbols: [
      { symbol: 'SBH27', contractId: 'NewYork11', periodId: 'Mar-27' },
      { symbol: 'SWV27', contractId: 'London5', periodId: 'Oct-27' },
    ],
  },
  outlierPercent: 7.5,
  fromEnvironment: false,
  lastRunAt: null,
  lastOutcome: null,
  lastError: null,
  lastPublishedAsOf: null,
  nextRunAt: null,
  unreachableSince: null,
  late: false,
  lateSince: null,
  heldPublications: 0,
  createdAt: '2026-11-29T04:00:00.000Z',
  updatedAt: '2026-11-29T04:00:00.000Z',
};

describe('the price feed form', () => {
  it("fills in the ECB's public daily address and its TARGET-day schedule for a new ECB feed", () => {
    const values = priceFeedFormDefaults(null, 'ecb-rates');
    expect(values).toMatchObject({
      format: 'ecb-xml',
      sourceType: 'url',
      url: ecbPublicAddress,
      credentials: 'none',
      calendar: 'ECB-TARGET',
      timeZone: 'Europe/Berlin',
    });
    expect(ecbPublicAddress).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml');
    const request = priceFeedRequestOf(values);
    expect(priceFeedRequestSchema.safeParse(request).success).toBe(true);
    expect(request.source).toEqual({ type: 'url', url: ecbPublicAddress, credentials: { type: 'none' } });
    expect(request.mapping).toBeNull();
  });

  it('keeps stored credentials unless replaced, and gives back the vendor mapping it was shown', () => {
    const values = priceFeedFormDefaults(storedFeed, 'ice-settlements');
    expect(values.credentials).toBe('keep');
    expect(values.symbols).toBe('SBH27, NewYork11, Mar-27\nSWV27, London5, Oct-27');
    const request = priceFeedRequestOf(values);
    expect(request).toEqual({
      kind: 'vendor-prices',
      name: 'Barchart sugar',
      format: 'vendor-json',
      source: { type: 'url', url: 'https://vendor.example/quotes' },
      schedule: storedFeed.schedule,
      mapping: storedFeed.mapping,
      outlierPercent: 7.5,
      enabled: false,
    });
    expect(priceFeedRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends new credentials and a watched folder as the contract has them', () => {
    const values = priceFeedFormDefaults(null, 'ice-settlements');
    expect(
      priceFeedRequestOf({ ...values, credentials: 'basic', username: 'desk', password: 's3cret' }).source,
    ).toEqual({
      type: 'url',
      url: '',
      credentials: { type: 'basic', username: 'desk', password: 's3cret' },
    });
    expect(
      priceFeedRequestOf({ ...values, sourceType: 'folder', folderPath: '/srv/feeds/ice' }).source,
    ).toEqual({
      type: 'folder',
      path: '/srv/feeds/ice',
    });
  });

  it.each([
    [{ url: 'ftp://vendor.example/file' }, 'url', 'An https:// address'],
    [
      { sourceType: 'folder' as const, folderPath: 'feeds/ice' },
      'folderPath',
      'An absolute folder path, e.g. /srv/feeds/ice',
    ],
    [{ credentials: 'header' as const, headerName: '' }, 'headerName', 'The header name, e.g. X-Api-Key'],
    [{ times: '14:30; 18:00' }, 'times', 'Times of day as HH:MM, separated by commas'],
    [{ times: '24:00' }, 'times', 'Times of day as HH:MM, separated by commas'],
    [{ lateAfterMinutes: 'soon' }, 'lateAfterMinutes', 'A whole number of minutes'],
    [{ outlierPercent: '0' }, 'outlierPercent', 'Between 0 and 100'],
  ])('names a bad field before sending: %o', (change, field, message) => {
    const values = {
      ...priceFeedFormDefaults(null, 'ice-settlements'),
      url: 'https://vendor.example/ice.csv',
      ...change,
    };
    expect(problems(values)[field]).toBe(message);
  });

  it('asks for a contract the app knows on each vendor symbol line', () => {
    const values = {
      ...priceFeedFormDefaults(storedFeed, 'vendor-prices'),
      symbols: 'SBH27, NewYork11, Mar-27\nKCH27, Coffee, Mar-27',
    };
    expect(problems(values).symbols).toMatch(/^Line 2: symbol, contract \(.*NewYork11.*\), period$/);
    expect(problems({ ...values, symbols: '  ' }).symbols).toBe('At least one symbol');
  });
});
