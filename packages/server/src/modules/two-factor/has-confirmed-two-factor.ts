import type { Deps } from '../../deps.ts';

/** Whether a person has 2-Step Verification on (a key confirmed with a code). */
export const hasConfirmedTwoFactor = async (
  deps: Pick<Deps, 'twoFactorRepository'>,
  personId: string,
): Promise<boolean> => (await deps.twoFactorRepository.find(personId))?.verifiedAt != null;
