/** The Idempotency-Key a card call may send: kept when it is a plausible key, else ignored. */
export const requestKey = (headers: Record<string, unknown>): string | undefined => {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{8,120}$/.test(value) ? value : undefined;
};
