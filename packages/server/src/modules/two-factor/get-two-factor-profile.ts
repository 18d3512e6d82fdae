import type { TwoFactorProfileReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { totpQrDataUrl, totpUri } from './totp.ts';

type ProfileDeps = Pick<Deps, 'twoFactorRepository' | 'secretBox'>;

/** GET /api/v1/otp/profile/{ts}: the key and QR image only while unverified; once on, the key is never shown again. */
export const getTwoFactorProfile = async (
  deps: ProfileDeps,
  principal: Principal,
): Promise<TwoFactorProfileReply> => {
  const totp = await deps.twoFactorRepository.find(principal.personId);
  if (!totp) return { success: false, message: null, qrUrl: null, verified: false, recoveryCodesLeft: 0 };
  if (totp.verifiedAt) {
    const recoveryCodesLeft = await deps.twoFactorRepository.countUnusedRecoveryCodes(principal.personId);
    return { success: true, message: null, qrUrl: null, verified: true, recoveryCodesLeft };
  }
  const secret = deps.secretBox.open(totp.secretCiphertext);
  return {
    success: true,
    message: secret,
    qrUrl: await totpQrDataUrl(totpUri(secret, principal.email)),
    verified: false,
    recoveryCodesLeft: 0,
  };
};
