// The browser side of passkeys (docs/decisions/0044), shared by sign-in and My Profile. The WebAuthn library is
// loaded only when a passkey is used: it is not part of the login page's first load.
import type { AuthenticationCredential, RegistrationCredential } from '@psc/core/passkeys/passkeys.schemas';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Without importing anything: whether this browser can use passkeys at all. */
export const browserSupportsPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** navigator.credentials.create() with the server's options; resolves with the new credential as JSON. */
export const createPasskey = async (
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationCredential> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON });
  return { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } };
};

/** navigator.credentials.get() with the server's options; resolves with the assertion as JSON. */
export const assertPasskey = async (
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationCredential> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON });
  return { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } };
};

const errorName = (error: unknown): string | null =>
  error instanceof Error
    ? (('code' in error && typeof error.code === 'string' ? error.code : null) ?? error.name)
    : null;

/** What the user is told when the browser's passkey dialog ends without a passkey. */
export const describePasskeyFailure = (error: unknown, during: 'create' | 'use'): string => {
  const name = errorName(error);
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'This device already holds a passkey for you: it is in the list.';
  if (name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError')
    return during === 'create'
      ? 'No passkey was created: the request was cancelled or timed out.'
      : 'No passkey was used: the request was cancelled or timed out.';
  if (name === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' || name === 'ConstraintError')
    return 'This security key cannot hold a passkey. Use your phone, computer or a newer key.';
  if (name === 'SecurityError' || name === 'ERROR_INVALID_DOMAIN' || name === 'ERROR_INVALID_RP_ID')
    return 'Passkeys do not work at this address. Open PSC at its usual address and try again.';
  return 'Something Went Wrong';
};
