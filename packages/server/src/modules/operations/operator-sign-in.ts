import { randomUUID } from 'node:crypto';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { tokenErrorDescriptions } from '@psc/core/auth/auth.schemas';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { mintTokenPair } from '../../shared/token-pair.ts';
import { invalidGrant, invalidRequest, tooManyAttempts, unauthorizedClient } from '../auth/oauth-errors.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { matchTotpStep } from '../two-factor/totp.ts';
import { recordOperatorAction } from './record-operator-action.ts';

type OperatorSignInDeps = Pick<
  Deps,
  'operationsRepository' | 'passwordHasher' | 'rateLimiter' | 'secretBox' | 'clock' | 'config' | 'database'
>;

export type OperatorGrant =
  | {
      grantType: 'password';
      username?: string | undefined;
      password?: string | undefined;
      otp?: string | undefined;
    }
  | { grantType: 'refresh_token'; refreshToken?: string | undefined }
  | { grantType: string };

const issuePair = async (
  deps: OperatorSignInDeps,
  operatorId: string,
  familyId: string,
  executor: Database,
): Promise<TokenReply> => {
  const { rows, reply } = mintTokenPair(deps.clock.now(), deps.config.refreshTokenIdleMs, 'operations');
  await deps.operationsRepository.insertTokens(
    rows.map((row) => ({ ...row, familyId, operatorId })),
    executor,
  );
  return reply;
};

/** Said once the password matched: who runs PSC must re-create the operator or give the server the right key. */
export const foreignKeyDescription =
  "This operator's authenticator key was sealed with another TOTP_ENCRYPTION_KEY than this server's (was `npm run operator:create` run with another DATA_DIR?). Ask whoever runs PSC to run it again with the server's DATA_DIR or TOTP_ENCRYPTION_KEY";

/**
 * The operator's authenticator key, opened with this server's key. A key sealed with another one (an
 * `operator:create` run with another DATA_DIR) is a refusal that says so, never a 500 (issue 48).
 */
const openAuthenticatorKey = (
  deps: Pick<OperatorSignInDeps, 'secretBox'>,
  operator: { totpSecretCiphertext: string },
): string => {
  try {
    return deps.secretBox.open(operator.totpSecretCiphertext);
  } catch {
    throw invalidGrant(foreignKeyDescription);
  }
};

const attemptKey = (email: string, ip: string) => `ops-login:${email}|${ip}`;

/**
 * The operations client's grants on POST /oauth/token (decision 0049): e-mail, password and a mandatory
 * authenticator code, under the same attempt limits and token lifetimes as a customer's sign-in; a refresh token
 * rotates, and a reused one revokes its whole session.
 */
export const signInOperator = async (
  deps: OperatorSignInDeps,
  grant: OperatorGrant,
  origin: RequestOrigin,
): Promise<TokenReply> => {
  if (grant.grantType === 'refresh_token' && 'refreshToken' in grant)
    return refreshOperator(deps, grant.refreshToken);
  if (grant.grantType !== 'password' || !('password' in grant))
    throw unauthorizedClient('The operations console signs in with the password grant and a code');
  const email = (grant.username ?? '').trim().toLowerCase();
  const password = grant.password ?? '';
  const otp = (grant.otp ?? '').trim();
  if (email === '' || password === '') throw invalidRequest('username and password are required');
  const limits = deps.config.loginLimits;
  const limit = await deps.rateLimiter.hit(
    attemptKey(email, origin.ipAddress),
    limits.perAccount,
    limits.windowSeconds,
  );
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);

  const operator = await deps.operationsRepository.findOperatorByEmail(email);
  const passwordMatches = operator
    ? await deps.passwordHasher.verify(operator.passwordHash, password)
    : await deps.passwordHasher.verifyAgainstDummy(password);
  if (!operator || !passwordMatches || operator.disabledAt !== null) throw invalidGrant();
  // The code is mandatory: a right password without one asks for it, as a customer's sign-in does.
  if (otp === '') throw invalidGrant(tokenErrorDescriptions.otpMissing, { second_factors: ['otp'] });
  const step = await matchTotpStep(openAuthenticatorKey(deps, operator), otp, deps.clock.now());
  if (step === null || !(await deps.operationsRepository.consumeTotpStep(operator.id, step)))
    throw invalidGrant(tokenErrorDescriptions.otpFailed);

  await deps.rateLimiter.reset(attemptKey(email, origin.ipAddress));
  const principal = {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    via: 'session' as const,
    familyId: null,
  };
  return deps.database.db.transaction(async (tx) => {
    const reply = await issuePair(deps, operator.id, randomUUID(), tx);
    await recordOperatorAction(
      deps,
      principal,
      { action: 'operator.signed-in', target: operator.id, after: { ipAddress: origin.ipAddress } },
      tx,
    );
    return reply;
  });
};

const refreshOperator = async (
  deps: OperatorSignInDeps,
  refreshToken: string | undefined,
): Promise<TokenReply> => {
  if (!refreshToken) throw invalidRequest('refresh_token is required');
  const tokenHash = hashSecretToken(refreshToken);
  const now = deps.clock.now();
  const found = await deps.operationsRepository.findRefreshToken(tokenHash);
  const rejected = invalidGrant(tokenErrorDescriptions.refreshInvalid);
  if (found === null) throw rejected;
  const outcome = await deps.database.db.transaction(async (tx) => {
    const usable = found.revokedAt === null && found.disabledAt === null && found.expiresAt > now;
    if (!usable || !(await deps.operationsRepository.spendRefreshToken(tokenHash, now, tx))) return null;
    return issuePair(deps, found.operatorId, found.familyId, tx);
  });
  if (outcome !== null) return outcome;
  // Presented twice: whoever holds the other copy loses the session too (RFC 9700 §4.14.2).
  if (found.usedAt !== null || found.revokedAt === null)
    await deps.operationsRepository.revokeFamily(found.familyId, now);
  throw rejected;
};

/** Sign-out of a console session: the whole family, on every instance at once (tokens live in the database). */
export const signOutOperator = async (
  deps: Pick<Deps, 'operationsRepository' | 'clock'>,
  familyId: string,
): Promise<void> => deps.operationsRepository.revokeFamily(familyId, deps.clock.now());
