import { z } from 'zod';

/** How config.ts reads a yes/no setting: true, 1 and yes are yes; false, 0 and no are no; anything else is refused. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address that may be unset: an empty value is unset, anything else must be a URL. */
export const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();
