import type { Deps } from '../../deps.ts';

/**
 * Whether a person has an authenticator key confirmed with a code: what the password reset asks for. A passkey is
 * not asked there; the sign-in after the reset asks for it (decision 0044).
 */
export const hasConfirmedTwoFactor = async (
  deps: Pick<Deps, 'twoFactorRepository'>,
  personId: string,
): Promise<boolean> => (await deps.twoFactorRepository.find(personId))?.verifiedAt != null;
