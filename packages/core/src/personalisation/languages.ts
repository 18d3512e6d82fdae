/**
 * The languages of the trader and account screens (issue 49, decision 0123), as BCP 47 tags: English (the spec's
 * words, the default), Brazilian Portuguese, Spanish, Simplified Chinese, Indonesian and Arabic.
 */
export const languages = ['en', 'pt-BR', 'es', 'zh-CN', 'id', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
