import { randomInt } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Deps } from '../../deps.ts';

/**
 * A self-hosted ALTCHA proof-of-work challenge (no third-party service). The counter is chosen here and the
 * derived key is signed, so verifying costs the server one key derivation while the browser searches for it.
 */
export const createCaptchaChallenge = async (deps: Pick<Deps, 'config' | 'secrets' | 'clock'>) => {
  const { cost, maxCounter, ttlSeconds } = deps.config.captcha;
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: randomInt(Math.floor(maxCounter / 2), maxCounter + 1),
    deriveKey,
    expiresAt: new Date(deps.clock.now().getTime() + ttlSeconds * 1000),
    hmacSignatureSecret: deps.secrets.captchaHmacKey,
    hmacKeySignatureSecret: deps.secrets.captchaKeySignatureKey,
  });
};
