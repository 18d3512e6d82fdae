import { z } from 'zod';
import { languages } from './languages.ts';

export const dateFormatTargets = ['personDateFormat', 'accountDateFormat'] as const;
export type DateFormatTarget = (typeof dateFormatTargets)[number];

/** Personalisation settings of account-and-billing.md §3. */
export const personalisationReplySchema = z.object({
  accountDateFormat: z.string().nullable(),
  personDateFormat: z.string().nullable(),
  dateFormatTarget: z.enum(dateFormatTargets),
  /** The format this user sees: their own, else the account's, else the first preset. */
  effectiveDateFormat: z.string(),
});
export type PersonalisationReply = z.infer<typeof personalisationReplySchema>;

/**
 * PUT /api/v1/settings/personalisation (the spec leaves the path open; docs/decisions/0011). Only the field named by
 * the target is read; an empty or null value clears it, so the next level of the fallback applies.
 */
export const personalisationRequestSchema = z.object({
  dateFormatTarget: z.enum(dateFormatTargets),
  accountDateFormat: z.string().nullish(),
  personDateFormat: z.string().nullish(),
});
export type PersonalisationRequest = z.input<typeof personalisationRequestSchema>;

export const personalisationMessages = {
  saveFailed: 'Sorry, there was an error.\nPlease retry a bit later',
  saved: 'Date format saved',
} as const;

export const dateFormatTargetLabels: Record<DateFormatTarget, string> = {
  personDateFormat: 'just for you',
  accountDateFormat: 'account wide',
};

/**
 * GET/PUT /api/v1/settings/language (issue 49, decision 0124): the user's own language (My Profile) and the
 * account's default (Account settings, permission A). Null: none chosen, the next level applies (the account's,
 * then the browser's).
 */
export const languageReplySchema = z.object({
  personLanguage: z.enum(languages).nullable(),
  accountLanguage: z.enum(languages).nullable(),
});
export type LanguageReply = z.infer<typeof languageReplySchema>;

/** Only the fields sent change; null clears. `accountLanguage` needs permission A. */
export const languageRequestSchema = z.object({
  personLanguage: z.enum(languages).nullish(),
  accountLanguage: z.enum(languages).nullish(),
});
export type LanguageRequest = z.input<typeof languageRequestSchema>;
