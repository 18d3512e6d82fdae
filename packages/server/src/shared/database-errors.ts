/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      (current as { code: unknown }).code === '23505'
    )
      return true;
    current =
      typeof current === 'object' && current !== null && 'cause' in current
        ? (current as { cause: unknown }).cause
        : undefined;
  }
  return false;
};
