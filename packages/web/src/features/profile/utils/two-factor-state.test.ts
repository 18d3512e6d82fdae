import { groupKey } from '#components/authenticator-key.tsx';
import { describe, expect, it } from 'vitest';
import { recoveryCodesFileText, twoFactorStateOf, twoFactorStatusLabel } from './two-factor-state.ts';

describe('twoFactorStateOf (§4 Two-factor)', () => {
  it('is Off without a key', () => {
    const state = twoFactorStateOf({
      success: false,
      message: null,
      qrUrl: null,
      verified: false,
      recoveryCodesLeft: 0,
    });
    expect(state).toEqual({ kind: 'off' });
    expect(twoFactorStatusLabel(state)).toBe('Off');
  });

  it('shows the key and QR image while unverified, still Off', () => {
    const state = twoFactorStateOf({
      success: true,
      message: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrUrl: 'data:image/png;base64,AAAA',
      verified: false,
      recoveryCodesLeft: 0,
    });
    expect(state).toEqual({
      kind: 'pending',
      key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrUrl: 'data:image/png;base64,AAAA',
    });
    expect(twoFactorStatusLabel(state)).toBe('Off');
  });

  it('is On once verified, with the recovery codes left', () => {
    const state = twoFactorStateOf({
      success: true,
      message: null,
      qrUrl: null,
      verified: true,
      recoveryCodesLeft: 7,
    });
    expect(state).toEqual({ kind: 'on', recoveryCodesLeft: 7 });
    expect(twoFactorStatusLabel(state)).toBe('On');
  });
});

describe('groupKey', () => {
  it('prints the key in groups of four', () => {
    expect(groupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupKey('JBS WY3')).toBe('JBSW Y3');
  });
});

describe('recoveryCodesFileText', () => {
  it('lists every code with the account and the date', () => {
    const text = recoveryCodesFileText(
      ['k7rqm-2xf9d', 'abcde-fghjk'],
      'eve@example.com',
      Date.UTC(2026, 10, 22),
    );
    expect(text).toContain('Account: eve@example.com');
    expect(text).toContain('Created: 2026-11-22T00:00:00.000Z');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['k7rqm-2xf9d', 'abcde-fghjk']));
  });
});
