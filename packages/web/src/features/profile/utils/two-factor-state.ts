import type { TwoFactorProfileReply } from '@psc/core/auth/auth.schemas';

/**
 * §4 'Two-factor': no key (Off), a key shown but not yet verified (still Off), verified (On).
 * The key and QR image come with the profile only while it is unverified.
 */
export type TwoFactorState =
  | { kind: 'off' }
  | { kind: 'pending'; key: string; qrUrl: string | null }
  | { kind: 'on'; recoveryCodesLeft: number };

export const twoFactorStateOf = (profile: TwoFactorProfileReply): TwoFactorState => {
  if (profile.verified) return { kind: 'on', recoveryCodesLeft: profile.recoveryCodesLeft };
  if (profile.success && profile.message !== null && profile.message !== '')
    return { kind: 'pending', key: profile.message, qrUrl: profile.qrUrl };
  return { kind: 'off' };
};

/** §2: the panel shows only On or Off; a key waiting for its code is still Off. */
export const twoFactorStatusLabel = (state: TwoFactorState): 'On' | 'Off' =>
  state.kind === 'on' ? 'On' : 'Off';

/** The text file the recovery codes download as. */
export const recoveryCodesFileText = (codes: readonly string[], email: string, createdAtMs: number): string =>
  [
    'PSC recovery codes',
    `Account: ${email}`,
    `Created: ${new Date(createdAtMs).toISOString()}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe; generating new codes makes these stop working.',
    '',
    ...codes,
    '',
  ].join('\n');
