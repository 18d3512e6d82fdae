import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A single row (id 1) of operator-editable settings (account-and-billing.md §3 'App setting'). */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey(),
  howToUrl: text('how_to_url'),
  privacyUrl: text('privacy_url'),
  registerUrl: text('register_url'),
  /**
   * GET /system/overridecaptcha?o (decision 0049): false while an operator has turned the captcha requirement off on
   * every instance; null follows CAPTCHA_REQUIRED.
   */
  captchaRequired: boolean('captcha_required'),
});
