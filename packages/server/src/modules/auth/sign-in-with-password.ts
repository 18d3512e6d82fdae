import type { TokenReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { issueTokenPair } from './issue-token-pair.ts';
import { invalidGrant, invalidRequest, tooManyAttempts } from './oauth-errors.ts';

type SignInDeps = Pick<
  Deps,
  'authRepository' | 'securityEventsRepository' | 'passwordHasher' | 'rateLimiter' | 'clock' | 'config' | 'database'
>;

export type PasswordGrant = { username: string | undefined; password: string | undefined; clientId: string; origin: RequestOrigin };

const accountKey = (email: string) => `login:account:${email}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * Unknown e-mail and wrong password end in the same reply after the same amount of hashing
 * (docs/decisions/0003-password-grant.md), so the endpoint does not reveal who has an account.
 */
export const signInWithPassword = async (deps: SignInDeps, grant: PasswordGrant): Promise<TokenReply> => {
  const email = (grant.username ?? '').trim().toLowerCase();
  const password = grant.password ?? '';
  if (email === '' || password === '') throw invalidRequest('username and password are required');

  await enforceAttemptLimits(deps, email, grant.origin);

  const credentials = await deps.authRepository.findCredentialsByEmail(email);
  const passwordMatches = credentials
    ? await deps.passwordHasher.verify(credentials.passwordHash, password)
    : await deps.passwordHasher.verifyAgainstDummy(password);

  if (!credentials || !passwordMatches || !credentials.isActive) {
    await recordSecurityEvent(deps, {
      type: 'sign_in_failed',
      email,
      accountId: credentials?.accountId ?? null,
      personId: credentials?.personId ?? null,
      origin: grant.origin,
      detail: { reason: !credentials ? 'unknown_user' : !credentials.isActive ? 'inactive_user' : 'wrong_password' },
    });
    throw invalidGrant();
  }

  await deps.rateLimiter.reset(accountKey(email));
  const now = deps.clock.now();
  const owner = { personId: credentials.personId, accountId: credentials.accountId };
  return deps.database.db.transaction(async (tx) => {
    const familyId = await deps.authRepository.insertFamily(
      {
        ...owner,
        clientId: grant.clientId,
        createdAt: now,
        absoluteExpiresAt: new Date(now.getTime() + deps.config.sessionMaxMs),
      },
      tx,
    );
    const reply = await issueTokenPair(deps, owner, familyId, tx);
    await recordSecurityEvent(deps, { type: 'sign_in_succeeded', email, ...owner, origin: grant.origin, detail: { familyId } }, tx);
    return reply;
  });
};

const enforceAttemptLimits = async (deps: SignInDeps, email: string, origin: RequestOrigin): Promise<void> => {
  const limits = deps.config.loginLimits;
  const [perAccount, perIp] = await Promise.all([
    deps.rateLimiter.hit(accountKey(email), limits.perAccount, limits.windowSeconds),
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
