import { useState } from 'react';
import type { DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { isApiError } from '#lib/api-client.ts';
import { waitText } from '#lib/wait-text.ts';
import { useCheckTwoFactorCode } from '../api/check-two-factor-code.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useGenerateTwoFactorKey } from '../api/generate-two-factor-key.ts';
import { useTwoFactorProfile } from '../api/get-two-factor-profile.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { twoFactorStateOf } from '../utils/two-factor-state.ts';

export type Notice = { severity: 'success' | 'error' | 'info'; title?: string; text: string };

// §8 'Two-factor', the spec's wording (and spelling) kept.
const notices = {
  verified: {
    severity: 'success',
    title: 'Verification Successful',
    text: 'OTP was verified successfully. 2-Step Verification is now on: signing in will ask for a code from your authenticator app.',
  },
  notVerified: {
    severity: 'error',
    title: 'Verification Error',
    text: 'Sorry, the OTP you have provided cannot be verified. Make sure your authenticator app holds the key shown here (scan the QR code again if in doubt) and enter the code it shows now. Do not sign out before this works. Else you will be locked out.',
  },
  removed: { severity: 'info', text: '2-Step Verification is off.' },
  removeFailed: { severity: 'error', text: 'Error removing 2FA' },
  keyFailed: { severity: 'error', text: 'Error getting 2FA key' },
  checkFailed: { severity: 'error', text: 'Error cheking OTP' },
  codesFailed: { severity: 'error', text: 'Error generating new recovery codes' },
} as const satisfies Record<string, Notice>;

/**
 * The 2-Step Verification panel's state and actions (§2 'Profile', §8 'Two-factor'): the key being set up, the
 * notice shown, fresh recovery codes, and the code asked before Disable or Generate New while it is on.
 */
export const useTwoFactorActions = (onEnabled?: () => void) => {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // While 2FA is on, Disable and Generate New first prove it is the user: the dialog asks for a code.
  const [confirming, setConfirming] = useState<'disable' | 'replace' | null>(null);
  const profile = useTwoFactorProfile();
  const generateKey = useGenerateTwoFactorKey();
  const checkCode = useCheckTwoFactorCode();
  const disable = useDisableTwoFactor();
  const regenerateCodes = useRegenerateRecoveryCodes();
  const state = profile.data === undefined ? null : twoFactorStateOf(profile.data);
  const isBusy =
    generateKey.isPending || checkCode.isPending || disable.isPending || regenerateCodes.isPending;

  const onGenerateKey = async () => {
    setNotice(null);
    setRecoveryCodes(null);
    try {
      await generateKey.mutateAsync();
    } catch {
      setNotice(notices.keyFailed);
    }
  };

  const onDisable = async () => {
    setNotice(null);
    setRecoveryCodes(null);
    try {
      await disable.mutateAsync(undefined);
      setNotice(notices.removed);
    } catch {
      setNotice(notices.removeFailed);
    }
  };

  /** With 2FA on: the code is checked by the server as it turns 2FA off; Generate New then makes the new key. */
  const onConfirmedWithCode = async (proof: DisableTwoFactorRequest) => {
    setNotice(null);
    setRecoveryCodes(null);
    await disable.mutateAsync(proof);
    const replacing = confirming === 'replace';
    setConfirming(null);
    if (replacing) await onGenerateKey();
    else setNotice(notices.removed);
  };

  const onRegenerateCodes = async () => {
    setNotice(null);
    try {
      setRecoveryCodes((await regenerateCodes.mutateAsync()).recoveryCodes);
    } catch {
      setNotice(notices.codesFailed);
    }
  };

  /** Checks a six-digit code; true once the server has answered (the code is used up, right or wrong). */
  const onVerify = async (code: string): Promise<boolean> => {
    setNotice(null);
    try {
      const reply = await checkCode.mutateAsync(code);
      if (!reply.success) {
        setNotice(notices.notVerified);
        return true;
      }
      setNotice(notices.verified);
      setRecoveryCodes(reply.recoveryCodes ?? null);
      onEnabled?.();
      return true;
    } catch (error) {
      // The server limits verification attempts; say how long to wait rather than that checking failed.
      setNotice(
        isApiError(error) && error.status === 429
          ? {
              severity: 'error',
              text: `Too many verification attempts. Please try again in ${waitText(error.retryAfterSeconds)}.`,
            }
          : notices.checkFailed,
      );
      return false;
    }
  };

  return {
    profile,
    state,
    notice,
    recoveryCodes,
    setRecoveryCodes,
    confirming,
    setConfirming,
    isBusy,
    generatingKey: generateKey.isPending,
    checkingCode: checkCode.isPending,
    onGenerateKey,
    onDisable,
    onConfirmedWithCode,
    onRegenerateCodes,
    onVerify,
  };
};
