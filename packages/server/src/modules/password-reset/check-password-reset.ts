import { passwordResetMessages } from '@psc/core/auth/password-reset.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { hasConfirmedTwoFactor } from '../two-factor/has-confirmed-two-factor.ts';

/** GET /checkpasswordreset/{token}: 200 while the link is usable, 401 once expired, used or replaced. */
export const checkPasswordReset = async (
  deps: Pick<Deps, 'passwordResetRepository' | 'twoFactorRepository' | 'clock'>,
  token: string,
): Promise<{ success: true; message: string; otpRequired: boolean }> => {
  const usable = await deps.passwordResetRepository.findUsableToken(hashSecretToken(token), deps.clock.now());
  if (!usable) throw new AppError('UNAUTHORIZED', passwordResetMessages.expired);
  return {
    success: true,
    message: 'The link is valid',
    otpRequired: await hasConfirmedTwoFactor(deps, usable.personId),
  };
};
