import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { tokenErrorDescriptions } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import { verifyCaptcha } from '../captcha/verify-captcha.ts';
import {
  recordSecurityEvent,
  securityEventsStatement,
  type RequestOrigin,
} from '../security-events/record-security-event.ts';
import type { Database } from '../../db/client.ts';
import { secondFactorKinds, verifySignInSecondFactor } from '../two-factor/verify-sign-in-second-factor.ts';
import { startSession } from './issue-token-pair.ts';
import { invalidGrant, invalidRequest, tooManyAttempts } from './oauth-errors.ts';
import { recordSignInFailure, signInFailuresKey } from './record-sign-in-failure.ts';

type SignInDeps = Pick<
  Deps,
  | 'authRepository'
  | 'securityEventsRepository'
  | 'twoFactorRepository'
  | 'passkeysRepository'
  | 'captchaRepository'
  | 'settingsRepository'
  | 'passwordHasher'
  | 'rateLimiter'
  | 'secretBox'
  | 'secrets'
  | 'clock'
  | 'config'
  | 'database'
>;

export type PasswordGrant = {
  username: string | undefined;
  password: string | undefined;
  captcha: string | undefined;
  otp: string | undefined;
  recoveryCode: string | undefined;
  /** A passkey assertion as the second factor (decision 0044). */
  passkey: string | undefined;
  clientId: string;
  origin: RequestOrigin;
};

// Attempts from one address at one e-mail: the attacker's own counter, which the user elsewhere never shares.
const pairKey = (email: string, ip: string) => `login:pair:${email}|${ip}`;
// Failures from one address at any e-mail (a password spray); successes are taken back, so an office is not.
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * The password grant: attempt limits, the captcha (asked of every request at an e-mail address with recent failures,
 * decision 0026), the password, then the second factor when the user has one. Unknown e-mail, inactive user and wrong
 * password end in the same reply after the same hashing and database work (decision 0003), so the endpoint does not
 * reveal who has an account.
 */
export const signInWithPassword = async (deps: SignInDeps, grant: PasswordGrant): Promise<TokenReply> => {
  const email = (grant.username ?? '').trim().toLowerCase();
  const password = grant.password ?? '';
  if (email === '' || password === '') throw invalidRequest('username and password are required');

  await enforceAttemptLimits(deps, email, grant.origin);
  const escalated = (await deps.rateLimiter.peek(signInFailuresKey(email))) >= deps.config.lockout.threshold;
  await verifyCaptcha(deps, grant.captcha, escalated);

  const credentials = await deps.authRepository.findCredentialsByEmail(email);
  const passwordMatches = credentials
    ? await deps.passwordHasher.verify(credentials.passwordHash, password)
    : await deps.passwordHasher.verifyAgainstDummy(password);

  if (!credentials || !passwordMatches || !credentials.isActive) {
    const closed = passwordMatches && credentials?.accountClosedAt != null;
    const reason = !credentials
      ? 'unknown_user'
      : closed
        ? 'closed_account'
        : !credentials.isActive
          ? 'inactive_user'
          : 'wrong_password';
    await recordSignInFailure(deps, email, reason === 'wrong_password' ? credentials : null, grant.origin);
    await recordSecurityEvent(deps, {
      type: 'sign_in_failed',
      email,
      accountId: credentials?.accountId ?? null,
      personId: credentials?.personId ?? null,
      origin: grant.origin,
      detail: { reason },
    });
    // Only whoever knows the password learns the account was closed; anyone else gets the usual reply.
    throw closed ? invalidGrant(tokenErrorDescriptions.accountClosed) : invalidGrant();
  }

  const owner = { personId: credentials.personId, accountId: credentials.accountId };
  const verdict = await verifySignInSecondFactor(deps, credentials.personId, secondFactorKinds(credentials), {
    otp: grant.otp,
    recoveryCode: grant.recoveryCode,
    passkey: grant.passkey,
  });
  if (verdict.kind === 'missing') {
    // A right password that now needs its code is not a failure of the address.
    await deps.rateLimiter.release(ipKey(grant.origin.ipAddress));
    throw invalidGrant(tokenErrorDescriptions.otpMissing, { second_factors: verdict.factors });
  }
  const secondFactor = verdict.kind;
  if (secondFactor === 'rejected') {
    const limit = await deps.rateLimiter.hit(
      `otp:sign-in:${credentials.personId}`,
      deps.config.otpMaxAttempts,
      deps.config.loginLimits.windowSeconds,
    );
    await recordSignInFailure(deps, email, credentials, grant.origin);
    await recordSecurityEvent(deps, {
      type: 'otp_failed',
      email,
      ...owner,
      origin: grant.origin,
      detail: { during: 'sign-in' },
    });
    if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
    throw invalidGrant(tokenErrorDescriptions.otpFailed);
  }

  await Promise.all([
    deps.rateLimiter.reset(pairKey(email, grant.origin.ipAddress)),
    deps.rateLimiter.release(ipKey(grant.origin.ipAddress)),
  ]);
  // The family, its tokens and the audit events are one statement; a transaction only when a counter is cleared too.
  const events = (familyId: string) =>
    securityEventsStatement(deps, [
      ...(secondFactor === 'accepted-recovery-code'
        ? [{ type: 'recovery_code_used' as const, email, ...owner, origin: grant.origin }]
        : []),
      {
        type: 'sign_in_succeeded',
        email,
        ...owner,
        origin: grant.origin,
        detail: { familyId, secondFactor },
      },
    ]);
  const openSession = async (executor: Database) =>
    (
      await startSession(
        deps,
        owner,
        { clientId: grant.clientId, scope: null },
        grant.origin,
        executor,
        events,
      )
    ).reply;
  if (credentials.failedSignInCount === 0) return openSession(deps.database.db);
  return deps.database.db.transaction(async (tx) => {
    await deps.authRepository.clearFailedSignIns(credentials.personId, tx);
    return openSession(tx);
  });
};

const enforceAttemptLimits = async (
  deps: SignInDeps,
  email: string,
  origin: RequestOrigin,
): Promise<void> => {
  const limits = deps.config.loginLimits;
  const [perAccount, perIp] = await Promise.all([
    deps.rateLimiter.hit(pairKey(email, origin.ipAddress), limits.perAccount, limits.windowSeconds),
    deps.rateLimiter.hit(ipKey(origin.ipAddress), limits.perIp, limits.windowSeconds),
  ]);
  const blocked = [perAccount, perIp].filter((result) => !result.allowed);
  if (blocked.length === 0) return;
  const retryAfterSeconds = Math.max(...blocked.map((result) => result.retryAfterSeconds));
  await recordSecurityEvent(deps, {
    type: 'sign_in_rate_limited',
    email,
    origin,
    detail: { perAccount: perAccount.count, perIp: perIp.count },
  });
  throw tooManyAttempts(retryAfterSeconds);
};
