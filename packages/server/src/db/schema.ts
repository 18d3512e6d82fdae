// The one list of tables handed to Drizzle and drizzle-kit.
export * from './schema/accounts.ts';
export * from './schema/tokens.ts';
export * from './schema/app-settings.ts';
export * from './schema/security-events.ts';
export * from './schema/credentials.ts';
export * from './schema/mail.ts';
export * from './schema/market-data.ts';
export * from './schema/news.ts';
export * from './schema/billing.ts';
export * from './schema/destinations.ts';
export * from './schema/calculators.ts';
export * from './schema/api-keys.ts';
export * from './schema/quotes.ts';
export * from './schema/matrices.ts';
export * from './schema/alerts.ts';
export * from './schema/operations.ts';
export * from './schema/price-feeds.ts';
