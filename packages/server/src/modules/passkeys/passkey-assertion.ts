import { loadWebAuthn } from '../../adapters/on-demand-libraries.ts';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import {
  authenticationCredentialSchema,
  type AuthenticationCredential,
} from '@psc/core/passkeys/passkeys.schemas';
import { tokenErrorDescriptions } from '@psc/core/auth/auth-messages';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';

/** How long a challenge waits for its answer: the browser's own timeout, plus the round trip. */
export const ceremonyTimeoutMs = 300_000;

type AssertionDeps = Pick<Deps, 'passkeysRepository' | 'rateLimiter' | 'clock' | 'config'>;

/**
 * POST /passkeys/challenge: a challenge for `navigator.credentials.get()`. No credential list: the
 * browser offers the user's passkeys for PSC itself (discoverable credentials), so the page learns nothing of who
 * has one. Public, so limited per address like the password sign-in.
 */
export const startPasskeyAssertion = async (deps: AssertionDeps, origin: RequestOrigin) => {
  const limits = deps.config.loginLimits;
  const limit = await deps.rateLimiter.hit(
    `passkey:options:${origin.ipAddress}`,
    limits.perIp,
    limits.windowSeconds,
  );
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', tokenErrorDescriptions.tooManyAttempts, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const options = await (
    await loadWebAuthn()
  ).generateAuthenticationOptions({
    rpID: deps.config.passkeys.rpId,
    userVerification: 'preferred',
    timeout: ceremonyTimeoutMs,
  });
  await deps.passkeysRepository.storeChallenge({
    challenge: options.challenge,
    purpose: 'sign-in',
    personId: null,
    expiresAt: new Date(deps.clock.now().getTime() + ceremonyTimeoutMs),
  });
  return options;
};

export type AssertionOutcome =
  | { kind: 'accepted'; personId: string; accountId: string; email: string; passkeyId: string }
  | { kind: 'rejected'; reason: 'malformed' | 'expired' | 'unknown' | 'inactive' | 'not-verified' };

const parseCredential = (json: string): AuthenticationCredential | null => {
  try {
    const parsed = authenticationCredentialSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The challenge a browser's answer says it signs (its clientDataJSON), or null when that does not decode. */
export const challengeOf = (clientDataJSON: string): string | null => {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
};

/**
 * Checks a passkey assertion (JSON from the browser) against a sign-in challenge this server handed out, spending
 * the challenge whatever the answer. `requireUserVerification`: signing in with the passkey alone needs the device's
 * PIN or biometric (it stands for both factors); as the second factor after a password, presence is enough.
 */
export const verifyPasskeyAssertion = async (
  deps: AssertionDeps,
  json: string,
  expect: { personId?: string; requireUserVerification: boolean },
): Promise<AssertionOutcome> => {
  const credential = parseCredential(json);
  const challenge = credential && challengeOf(credential.response.clientDataJSON);
  if (!credential || !challenge) return { kind: 'rejected', reason: 'malformed' };
  if (!(await deps.passkeysRepository.consumeChallenge(challenge, 'sign-in', deps.clock.now())))
    return { kind: 'rejected', reason: 'expired' };

  const found = await deps.passkeysRepository.findByCredentialId(credential.id);
  if (!found || (expect.personId !== undefined && found.passkey.personId !== expect.personId))
    return { kind: 'rejected', reason: 'unknown' };
  const { passkey } = found;
  const userHandle = credential.response.userHandle;
  if (userHandle !== undefined && isoBase64URL.toUTF8String(userHandle) !== passkey.personId)
    return { kind: 'rejected', reason: 'unknown' };
  if (!found.isActive) return { kind: 'rejected', reason: 'inactive' };

  const verification = await (
    await loadWebAuthn()
  )
    .verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: deps.config.passkeys.origin,
      expectedRPID: deps.config.passkeys.rpId,
      requireUserVerification: expect.requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    })
    .catch(() => null);
  if (!verification?.verified) return { kind: 'rejected', reason: 'not-verified' };
  const counted = await deps.passkeysRepository.recordUse(
    passkey.id,
    verification.authenticationInfo.newCounter,
    deps.clock.now(),
  );
  if (!counted) return { kind: 'rejected', reason: 'not-verified' };
  return {
    kind: 'accepted',
    personId: passkey.personId,
    accountId: found.accountId,
    email: found.email,
    passkeyId: passkey.id,
  };
};
