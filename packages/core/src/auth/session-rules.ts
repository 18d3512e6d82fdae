/** Session constants of account-and-billing.md §4 'Session' and §9. */
export const sessionRules = {
  tokenLifetimeSeconds: 3600,
  minimumStoredLifetimeSeconds: 3599,
  maximumStoredLifetimeSeconds: 3601,
  checkIntervalMs: 10_000,
  warningBeforeExpirySeconds: 70,
  activityWindowMs: 600_000,
  activityGraceMs: 60_000,
  /** Not given by the spec; the dialog counts down the time the token has left, at most this. */
  timeoutCountdownSeconds: 60,
  firstTimeUserWindowMs: 10 * 60_000,
} as const;

/** True when the stored issue/expiry pair is what the server hands out; anything else means tampering. */
export const isStoredLifetimeValid = (issuedAtMs: number | null, expiresAtMs: number | null): boolean => {
  if (issuedAtMs === null || expiresAtMs === null) return false;
  if (!Number.isFinite(issuedAtMs) || !Number.isFinite(expiresAtMs)) return false;
  const lifetimeSeconds = (expiresAtMs - issuedAtMs) / 1000;
  return (
    lifetimeSeconds >= sessionRules.minimumStoredLifetimeSeconds &&
    lifetimeSeconds <= sessionRules.maximumStoredLifetimeSeconds
  );
};
