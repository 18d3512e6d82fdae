import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Secrets = { captchaHmacKey: string; captchaKeySignatureKey: string; totpEncryptionKey: Buffer };

type StoredSecrets = { captchaHmacKey: string; totpEncryptionKey: string };

/**
 * Secrets given by configuration win. Otherwise they are generated once and kept in DATA_DIR with mode 0600,
 * so `npm start` needs nothing and a restart does not lose the key that decrypts stored TOTP keys.
 * Several instances must share them: set CAPTCHA_HMAC_KEY and TOTP_ENCRYPTION_KEY.
 */
/** Where the generated secrets are kept: a command checks it before it would make new ones the server lacks. */
export const localSecretsFile = (dataDir: string) => join(dataDir, 'local-secrets.json');

export const loadSecrets = (
  configured: { captchaHmacKey: string | undefined; totpEncryptionKey: string | undefined },
  dataDir: string,
): Secrets => {
  const file = localSecretsFile(dataDir);
  let stored: StoredSecrets | null = null;
  if (!configured.captchaHmacKey || !configured.totpEncryptionKey) {
    if (existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } else {
      stored = {
        captchaHmacKey: randomBytes(32).toString('base64url'),
        totpEncryptionKey: randomBytes(32).toString('base64'),
      };
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const captchaHmacKey = configured.captchaHmacKey ?? stored?.captchaHmacKey ?? '';
  return {
    captchaHmacKey,
    captchaKeySignatureKey: `${captchaHmacKey}:derived-key`,
    totpEncryptionKey: Buffer.from(configured.totpEncryptionKey ?? stored?.totpEncryptionKey ?? '', 'base64'),
  };
};
