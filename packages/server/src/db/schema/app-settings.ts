import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A single row (id 1) of operator-editable settings (account-and-billing.md §3 'App setting'). */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey(),
  howToUrl: text('how_to_url'),
  privacyUrl: text('privacy_url'),
  registerUrl: text('register_url'),
});
