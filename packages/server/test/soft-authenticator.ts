// A software WebAuthn authenticator for server tests: the device a browser would talk to, which a test cannot reach.
// It answers the ceremonies with real keys and signatures (ES256, "none" attestation, WebAuthn L3 §6.1, §6.5).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) =>
  isoBase64URL.fromBuffer(typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data));

const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

type Options = { rpId: string; origin: string; userVerified?: boolean; counts?: boolean };

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

export const createSoftAuthenticator = ({ rpId, origin, userVerified = true, counts = true }: Options) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let counter = 0;
  let userHandle: string | undefined;

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  };

  const authenticatorData = (attested: boolean, verified = userVerified) => {
    if (counts) counter += 1;
    const flagByte =
      flags.userPresent |
      (verified ? flags.userVerified : 0) |
      flags.backupEligible |
      (attested ? flags.attested : 0);
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flagByte]), signCount];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey(publicKey)));
    }
    return Buffer.concat(parts);
  };

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, at = origin) =>
    JSON.stringify({ type, challenge, origin: at, crossOrigin: false });

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create(): the options' challenge and user, answered with a new credential. */
    register: (options: { challenge: string; user: { id: string } }, at?: string) => {
      userHandle = options.user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, number>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, number>()],
          ['authData', new Uint8Array(authenticatorData(true))],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },

    /**
     * navigator.credentials.get(): an assertion over the options' challenge, signed with the credential's key;
     * `verified: false` is a touch without the PIN or biometric.
     */
    assert: (options: { challenge: string }, at?: string, verified = userVerified) => {
      const data = authenticatorData(false, verified);
      const clientDataJSON = clientData('webauthn.get', options.challenge, at);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle === undefined ? {} : { userHandle }),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
};
