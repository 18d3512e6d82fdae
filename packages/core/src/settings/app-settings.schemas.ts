import { z } from 'zod';
import { youTubeVideoId } from './how-to-video.ts';

/** A link the app opens: a path of this site ('/terms#privacy') or an http(s) URL; never javascript: or data:. */
const siteOrWebLink = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'must be a path of this site (/…) or an http(s) URL',
  );

/**
 * PUT /system/appsetting (operator): App settings of calculators.md §3. A field left out keeps its value; null or
 * '' clears it.
 */
export const appSettingUpdateRequestSchema = z
  .object({
    howToUrl: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || youTubeVideoId(value) !== null,
        'must be a YouTube video link or an 11-character video id',
      )
      .nullable()
      .optional(),
    privacyUrl: siteOrWebLink.nullable().optional(),
    registerUrl: siteOrWebLink.nullable().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of howToUrl, privacyUrl, registerUrl');
export type AppSettingUpdateRequest = z.infer<typeof appSettingUpdateRequestSchema>;
