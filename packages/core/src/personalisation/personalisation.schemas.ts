import { z } from 'zod';

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
