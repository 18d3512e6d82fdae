import { z } from 'zod';

/** Beyond the spec (docs/decisions/0044): passkeys as a second factor and as a sign-in of their own. */

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'base64url expected')
  .max(8192);

/** The browser's `PublicKeyCredential.toJSON()` after `navigator.credentials.create()` (WebAuthn L3 §5.1). */
export const registrationCredentialSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** The browser's `PublicKeyCredential.toJSON()` after `navigator.credentials.get()`. */
export const authenticationCredentialSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const passkeyNameMaxLength = 60;
/** More than anyone needs (a phone, a laptop, two security keys…); a bound on what one session can add. */
export const passkeysPerPerson = 10;

export const addPasskeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(passkeyNameMaxLength, `Name is at most ${passkeyNameMaxLength} characters`),
  credential: registrationCredentialSchema,
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  /** Synced to the user's other devices by their platform (iCloud Keychain, Google Password Manager…). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListReplySchema = z.array(passkeySchema);

// The one extension PSC asks for: whether the authenticator made a discoverable credential (WebAuthn L3 §10.1.3).
const extensionsSchema = z.object({ credProps: z.boolean().optional() }).optional();

/** WebAuthn L3 §5.8.4 AuthenticatorTransport, with the values browsers already send ahead of it. */
export const authenticatorTransports = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
const requirement = z.enum(['discouraged', 'preferred', 'required']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

const credentialDescriptorSchema = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(z.enum(authenticatorTransports)).optional(),
});

/** The options of `navigator.credentials.create()`, JSON-encoded (WebAuthn L3 §5.4 PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsReplySchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: extensionsSchema,
});

/** The options of `navigator.credentials.get()`, JSON-encoded (WebAuthn L3 §5.5 PublicKeyCredentialRequestOptionsJSON). */
export const signInOptionsReplySchema = z.object({
  challenge: base64url,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: requirement.optional(),
  hints,
  extensions: extensionsSchema,
});

export const passkeyMessages = {
  added: 'Passkey added',
  removed: 'Passkey removed',
  tooMany: `You have ${passkeysPerPerson} passkeys: remove one before adding another`,
  notVerified: 'The passkey could not be verified',
  expired: 'The passkey request expired: please try again',
  unknown: 'This passkey is not registered with PSC. Sign in with your password, then add it on My Profile.',
  alreadyRegistered: 'This passkey is registered already',
  notFound: 'No such passkey',
} as const;
