import type { z } from 'zod';
import { AppError } from '@psc/core/shared/app-error';

/**
 * For routes with `attachValidation`: the spec shows the server's own message to the user (billing form,
 * new-user dialog), so a bad body answers with the first issue's text alone instead of the generic 400.
 */
export const parseBody = <Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  extra: Record<string, unknown> = {},
): z.output<Schema> => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  throw new AppError('VALIDATION', issue?.message ?? 'Invalid request', {
    body: { ...extra, ...(field ? { field } : {}) },
  });
};
