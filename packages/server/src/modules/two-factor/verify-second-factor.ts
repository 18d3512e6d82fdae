import type { Deps } from '../../deps.ts';
import { matchTotpStep, normalizeRecoveryCode } from './totp.ts';

type SecondFactorDeps = Pick<Deps, 'twoFactorRepository' | 'passwordHasher' | 'secretBox' | 'clock'>;

export type SecondFactorProof = { otp?: string | undefined; recoveryCode?: string | undefined };

export type SecondFactorOutcome =
  'not-enabled' | 'missing' | 'accepted-otp' | 'accepted-recovery-code' | 'rejected';

/**
 * Checks a six-digit code (each time step accepted once) or an unused recovery code for a person whose
 * two-step verification is on. Used by sign-in and by the password reset.
 */
export const verifySecondFactor = async (
  deps: SecondFactorDeps,
  personId: string,
  proof: SecondFactorProof,
): Promise<SecondFactorOutcome> => {
  const totp = await deps.twoFactorRepository.find(personId);
  if (!totp?.verifiedAt) return 'not-enabled';
  const otp = proof.otp?.trim() ?? '';
  const recoveryCode = proof.recoveryCode ? normalizeRecoveryCode(proof.recoveryCode) : '';
  if (otp === '' && recoveryCode === '') return 'missing';

  if (otp !== '') {
    const step = await matchTotpStep(deps.secretBox.open(totp.secretCiphertext), otp, deps.clock.now());
    if (step === null) return 'rejected';
    return (await deps.twoFactorRepository.consumeStep(personId, step)) ? 'accepted-otp' : 'rejected';
  }

  for (const candidate of await deps.twoFactorRepository.listUnusedRecoveryCodes(personId)) {
    if (await deps.passwordHasher.verify(candidate.codeHash, recoveryCode)) {
      return (await deps.twoFactorRepository.markRecoveryCodeUsed(candidate.id, deps.clock.now()))
        ? 'accepted-recovery-code'
        : 'rejected';
    }
  }
  return 'rejected';
};

/**
 * Would `verifySecondFactor` accept this proof now? The same checks, spending nothing: a code's time step stays
 * unused and a recovery code stays valid, so the step that follows (a password reset) can still use it.
 */
export const wouldAcceptSecondFactor = async (
  deps: SecondFactorDeps,
  personId: string,
  proof: SecondFactorProof,
): Promise<boolean> => {
  const totp = await deps.twoFactorRepository.find(personId);
  if (!totp?.verifiedAt) return false;
  const otp = proof.otp?.trim() ?? '';
  const recoveryCode = proof.recoveryCode ? normalizeRecoveryCode(proof.recoveryCode) : '';
  if (otp !== '') {
    const step = await matchTotpStep(deps.secretBox.open(totp.secretCiphertext), otp, deps.clock.now());
    return step !== null && (totp.lastUsedStep === null || totp.lastUsedStep < step);
  }
  if (recoveryCode === '') return false;
  for (const candidate of await deps.twoFactorRepository.listUnusedRecoveryCodes(personId))
    if (await deps.passwordHasher.verify(candidate.codeHash, recoveryCode)) return true;
  return false;
};
