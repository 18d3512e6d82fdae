import type { Deps } from '../../deps.ts';
import { matchTotpStep, normalizeRecoveryCode } from './totp.ts';

type SecondFactorDeps = Pick<Deps, 'twoFactorRepository' | 'passwordHasher' | 'secretBox' | 'clock'>;

export type SecondFactorProof = { otp?: string | undefined; recoveryCode?: string | undefined };

export type SecondFactorOutcome =
  'not-enabled' | 'missing' | 'accepted-otp' | 'accepted-recovery-code' | 'rejected';

type ProofMatch =
  | { kind: 'not-enabled' | 'missing' | 'rejected' }
  | { kind: 'otp'; step: number; lastUsedStep: number | null }
  | { kind: 'recovery-code'; id: string };

/** Which of the person's secrets the proof matches, without spending it; both checks below start here. */
const matchProof = async (
  deps: SecondFactorDeps,
  personId: string,
  proof: SecondFactorProof,
): Promise<ProofMatch> => {
  const totp = await deps.twoFactorRepository.find(personId);
  if (!totp?.verifiedAt) return { kind: 'not-enabled' };
  const otp = proof.otp?.trim() ?? '';
  const recoveryCode = proof.recoveryCode ? normalizeRecoveryCode(proof.recoveryCode) : '';
  if (otp === '' && recoveryCode === '') return { kind: 'missing' };
  if (otp !== '') {
    const step = await matchTotpStep(deps.secretBox.open(totp.secretCiphertext), otp, deps.clock.now());
    return step === null ? { kind: 'rejected' } : { kind: 'otp', step, lastUsedStep: totp.lastUsedStep };
  }
  for (const candidate of await deps.twoFactorRepository.listUnusedRecoveryCodes(personId))
    if (await deps.passwordHasher.verify(candidate.codeHash, recoveryCode))
      return { kind: 'recovery-code', id: candidate.id };
  return { kind: 'rejected' };
};

/**
 * Checks a six-digit code (each time step accepted once) or an unused recovery code for a person whose
 * two-step verification is on. Used by sign-in and by the password reset.
 */
export const verifySecondFactor = async (
  deps: SecondFactorDeps,
  personId: string,
  proof: SecondFactorProof,
): Promise<SecondFactorOutcome> => {
  const match = await matchProof(deps, personId, proof);
  switch (match.kind) {
    case 'otp':
      return (await deps.twoFactorRepository.consumeStep(personId, match.step)) ? 'accepted-otp' : 'rejected';
    case 'recovery-code':
      return (await deps.twoFactorRepository.markRecoveryCodeUsed(match.id, deps.clock.now()))
        ? 'accepted-recovery-code'
        : 'rejected';
    case 'not-enabled':
    case 'missing':
    case 'rejected':
      return match.kind;
  }
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
  const match = await matchProof(deps, personId, proof);
  if (match.kind === 'recovery-code') return true;
  return match.kind === 'otp' && (match.lastUsedStep === null || match.lastUsedStep < match.step);
};
