import { loadWebAuthn } from '../../adapters/on-demand-libraries.ts';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  authenticatorTransports,
  passkeyMessages,
  passkeysPerPerson,
  type AddPasskeyRequest,
  type Passkey,
} from '@psc/core/passkeys/passkeys.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { ceremonyTimeoutMs, challengeOf } from './passkey-assertion.ts';
import { toPasskeyReply } from './list-passkeys.ts';

type RegistrationDeps = Pick<
  Deps,
  'passkeysRepository' | 'securityEventsRepository' | 'clock' | 'config' | 'database'
>;

/** The stored transports the browser library understands; anything else an authenticator reported is dropped. */
export const knownTransports = (transports: readonly string[]): AuthenticatorTransportFuture[] =>
  authenticatorTransports.filter((transport) => transports.includes(transport));

/**
 * POST /api/v1/users/me/passkeys/options: a challenge for `navigator.credentials.create()`. The passkey is made
 * discoverable (so it can sign in without a user name) and user-verified (so it can stand for both factors). The
 * user's existing passkeys are excluded, so one device is not registered twice.
 */
export const startPasskeyRegistration = async (deps: RegistrationDeps, principal: Principal) => {
  const existing = await deps.passkeysRepository.listOfPerson(principal.personId);
  if (existing.length >= passkeysPerPerson) throw new AppError('CONFLICT', passkeyMessages.tooMany);
  const options = await (
    await loadWebAuthn()
  ).generateRegistrationOptions({
    rpName: deps.config.passkeys.rpName,
    rpID: deps.config.passkeys.rpId,
    userName: principal.email,
    userDisplayName: principal.email,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(principal.personId)),
    attestationType: 'none',
    timeout: ceremonyTimeoutMs,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: knownTransports(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await deps.passkeysRepository.storeChallenge({
    challenge: options.challenge,
    purpose: 'register',
    personId: principal.personId,
    expiresAt: new Date(deps.clock.now().getTime() + ceremonyTimeoutMs),
  });
  return options;
};

/** POST /api/v1/users/me/passkeys: checks the new credential against the caller's challenge and keeps it. */
export const finishPasskeyRegistration = async (
  deps: RegistrationDeps,
  principal: Principal,
  request: AddPasskeyRequest,
  origin: RequestOrigin,
): Promise<Passkey> => {
  const challenge = challengeOf(request.credential.response.clientDataJSON);
  const issued = challenge
    ? await deps.passkeysRepository.consumeChallenge(challenge, 'register', deps.clock.now())
    : undefined;
  if (!challenge || issued?.personId !== principal.personId)
    throw new AppError('VALIDATION', passkeyMessages.expired);

  const verification = await (
    await loadWebAuthn()
  )
    .verifyRegistrationResponse({
      response: {
        ...request.credential,
        response: {
          ...request.credential.response,
          transports: knownTransports(request.credential.response.transports ?? []),
        },
      },
      expectedChallenge: challenge,
      expectedOrigin: deps.config.passkeys.origin,
      expectedRPID: deps.config.passkeys.rpId,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verification?.verified) throw new AppError('VALIDATION', passkeyMessages.notVerified);
  const { credential, credentialBackedUp } = verification.registrationInfo;

  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    if ((await deps.passkeysRepository.countOfPerson(principal.personId, tx)) >= passkeysPerPerson)
      throw new AppError('CONFLICT', passkeyMessages.tooMany);
    const stored = {
      personId: principal.personId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      signCount: credential.counter,
      transports: knownTransports(credential.transports ?? []),
      name: request.name,
      backedUp: credentialBackedUp,
      createdAt: now,
    };
    const inserted = await deps.passkeysRepository.insert(stored, tx);
    if (!inserted) throw new AppError('CONFLICT', passkeyMessages.alreadyRegistered);
    await recordSecurityEvent(
      deps,
      {
        type: 'passkey_added',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
        detail: { name: request.name, backedUp: credentialBackedUp },
      },
      tx,
    );
    return toPasskeyReply({ ...stored, id: inserted.id, lastUsedAt: null });
  });
};
