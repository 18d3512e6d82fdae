import { z } from 'zod';

/**
 * The test-only clock (decision 0141): part of config.ts's environment schema (config.ts stays the only reader of
 * the environment). Set, the server's clock reads this instant when the process starts and runs on from it at the
 * wall clock's pace, so a journey can start the app on the day and hour a feed's schedule needs (a weekday, past a
 * slot and its late limit) without waiting for it. Refused when NODE_ENV is production.
 */
export const testClockEnvironment = {
  TEST_CLOCK_START: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.iso.datetime({ offset: true }).optional())
    .optional(),
  NODE_ENV: z.string().optional(),
};

/** The instant the clock starts at, or null for the system clock; refused (`refuse`'s error) in production. */
export const testClockOf = (
  env: { TEST_CLOCK_START?: string | undefined; NODE_ENV?: string | undefined },
  refuse: (problem: string) => Error,
): Date | null => {
  if (env.TEST_CLOCK_START === undefined) return null;
  if (env.NODE_ENV === 'production')
    throw refuse('TEST_CLOCK_START: a test-only setting, refused when NODE_ENV is production');
  return new Date(env.TEST_CLOCK_START);
};
