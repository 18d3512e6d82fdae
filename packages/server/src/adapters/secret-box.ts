import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export type SecretBox = {
  seal: (plaintext: string) => string;
  open: (sealed: string) => string;
  /** A short tag proving the server wrote `text` (HMAC-SHA256, 128 bits, base64url), for links that must stay short. */
  sign: (text: string) => string;
  verify: (text: string, tag: string) => boolean;
};

/** AES-256-GCM; the output carries a version, the nonce and the tag, so keys can be rotated later. */
export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('the secret box key must be 32 bytes');
  // A key of its own for signing, derived from the sealing key (HKDF), so neither use can stand in for the other.
  const signingKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'psc-link-signature', 32));
  const sign = (text: string) =>
    createHmac('sha256', signingKey).update(text).digest().subarray(0, 16).toString('base64url');
  return {
    sign,
    verify: (text, tag) => {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(tag);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
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
