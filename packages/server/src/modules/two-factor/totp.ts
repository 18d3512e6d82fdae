import { randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { loadQrCode } from '../../adapters/on-demand-libraries.ts';

export const totpPeriodSeconds = 30;

/** A 160-bit key, the length RFC 4226 §4 recommends. */
export const createTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, accountLabel: string): string =>
  generateURI({ issuer: 'PSC', label: accountLabel, secret });

export const totpQrDataUrl = async (uri: string): Promise<string> =>
  (await loadQrCode()).toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });

/** At most one 30 s step of drift either way (RFC 6238 §5.2); returns the matched step, or null. */
export const matchTotpStep = async (secret: string, code: string, now: Date): Promise<number | null> => {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: totpPeriodSeconds,
  });
  // The functional API types HOTP and TOTP results together; TOTP results carry the matched step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};

/** Only for tests and the demo: the code an authenticator app would show at `at`. */
export const totpCodeAt = (secret: string, at: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Ten codes like 'k7rqm-2xf9d': 50 bits each from a 31-symbol alphabet without look-alikes. */
export const createRecoveryCodes = (howMany: number): string[] => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: howMany }, () => {
    const bytes = randomBytes(10);
    const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
};

/** Lower-case, no spaces: what the user types is compared as the code was shown. */
export const normalizeRecoveryCode = (code: string): string =>
  code.trim().toLowerCase().replaceAll(/\s/g, '');
