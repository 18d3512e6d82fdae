import type { SecondFactorKind } from '@psc/core/auth/auth-messages';
import type { Deps } from '../../deps.ts';
import { hasPasskey } from '../passkeys/list-passkeys.ts';
import { verifyPasskeyAssertion } from '../passkeys/passkey-assertion.ts';
import { verifySecondFactor, type SecondFactorOutcome } from './verify-second-factor.ts';

type SignInFactorDeps = Parameters<typeof verifySecondFactor>[0] &
  Parameters<typeof verifyPasskeyAssertion>[0] &
  Pick<Deps, 'twoFactorRepository' | 'passkeysRepository'>;

export type SignInSecondFactorOutcome =
  | { kind: Exclude<SecondFactorOutcome, 'missing'> | 'accepted-passkey' }
  | { kind: 'missing'; factors: SecondFactorKind[] };

/** The second factors a person holds: a confirmed authenticator key, passkeys, both or none. */
export const secondFactorsOf = async (
  deps: Pick<Deps, 'twoFactorRepository' | 'passkeysRepository'>,
  personId: string,
): Promise<SecondFactorKind[]> => {
  const [totp, passkey] = await Promise.all([
    deps.twoFactorRepository.find(personId),
    hasPasskey(deps, personId),
  ]);
  return secondFactorKinds({ hasVerifiedTotp: totp?.verifiedAt != null, hasPasskey: passkey });
};

/** The factors, from what a caller read with the person's own row (a sign-in reads them with the credentials). */
export const secondFactorKinds = (held: {
  hasVerifiedTotp: boolean;
  hasPasskey: boolean;
}): SecondFactorKind[] => [
  ...(held.hasVerifiedTotp ? (['otp'] as const) : []),
  ...(held.hasPasskey ? (['passkey'] as const) : []),
];

/**
 * The second step of a password sign-in (decision 0044): a person with an authenticator key or a passkey proves
 * either one. The proof must match a factor the person holds (`factors`, read by the caller with the credentials,
 * decision 0077); a passkey must be one of theirs.
 */
export const verifySignInSecondFactor = async (
  deps: SignInFactorDeps,
  personId: string,
  factors: SecondFactorKind[],
  proof: { otp: string | undefined; recoveryCode: string | undefined; passkey: string | undefined },
): Promise<SignInSecondFactorOutcome> => {
  if (factors.length === 0) return { kind: 'not-enabled' };
  if (proof.passkey !== undefined && proof.passkey !== '') {
    if (!factors.includes('passkey')) return { kind: 'rejected' };
    const outcome = await verifyPasskeyAssertion(deps, proof.passkey, {
      personId,
      requireUserVerification: false,
    });
    return { kind: outcome.kind === 'accepted' ? 'accepted-passkey' : 'rejected' };
  }
  const codeOutcome = await verifySecondFactor(deps, personId, proof);
  if (codeOutcome === 'missing' || (codeOutcome === 'not-enabled' && !hasProof(proof)))
    return { kind: 'missing', factors };
  // A code offered by someone whose only second factor is a passkey is a wrong answer, not a missing one.
  return { kind: codeOutcome === 'not-enabled' ? 'rejected' : codeOutcome };
};

const hasProof = (proof: { otp: string | undefined; recoveryCode: string | undefined }) =>
  (proof.otp?.trim() ?? '') !== '' || (proof.recoveryCode?.trim() ?? '') !== '';
