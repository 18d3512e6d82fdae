import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from '@psc/core/shared/app-error';
import { captchaMessages } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import { isCaptchaRequired } from './captcha-requirement.ts';

type CaptchaPayload = {
  challenge: Parameters<typeof verifySolution>[0]['challenge'];
  solution: Parameters<typeof verifySolution>[0]['solution'];
};

const refused = (message: string) =>
  new AppError('FORBIDDEN', message, { body: { error: 'invalid_captcha' } });

const decodePayload = (payload: string): CaptchaPayload | null => {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<CaptchaPayload>;
    if (!decoded.challenge || !decoded.solution || typeof decoded.challenge.signature !== 'string')
      return null;
    return decoded as CaptchaPayload;
  } catch {
    return null;
  }
};

/**
 * Refuses a missing, forged, expired or already used solution when the captcha is required: by the settings, or
 * for this one request (`escalated`, e.g. an address under attack, docs/decisions/0026).
 */
export const verifyCaptcha = async (
  deps: Pick<Deps, 'config' | 'secrets' | 'captchaRepository' | 'clock' | 'settingsRepository'>,
  payload: string | undefined | null,
  escalated = false,
): Promise<void> => {
  if (!escalated && !(await isCaptchaRequired(deps))) return;
  if (!payload) throw refused(captchaMessages.missing);
  const decoded = decodePayload(payload);
  if (!decoded) throw refused(captchaMessages.failed);
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: deps.secrets.captchaHmacKey,
      hmacKeySignatureSecret: deps.secrets.captchaKeySignatureKey,
    });
  } catch {
    throw refused(captchaMessages.failed);
  }
  if (result.expired) throw refused(captchaMessages.expired);
  if (!result.verified) throw refused(captchaMessages.failed);
  const expiresAt = new Date(deps.clock.now().getTime() + deps.config.captcha.ttlSeconds * 1000);
  if (!(await deps.captchaRepository.recordUse(decoded.challenge.signature ?? '', expiresAt)))
    throw refused(captchaMessages.failed);
};
