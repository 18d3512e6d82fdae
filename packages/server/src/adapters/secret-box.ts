import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type SecretBox = { seal: (plaintext: string) => string; open: (sealed: string) => string };

/** AES-256-GCM; the output carries a version, the nonce and the tag, so keys can be rotated later. */
export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('the secret box key must be 32 bytes');
  return {
    seal: (plaintext) => {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        nonce.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        ciphertext.toString('base64'),
      ].join('.');
    },
    open: (sealed) => {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || ciphertext === undefined)
        throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};
