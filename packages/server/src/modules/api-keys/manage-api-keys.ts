import { randomBytes } from 'node:crypto';
import {
  apiKeyMarker,
  apiKeyPrefixLength,
  type ApiKeyReply,
  type ApiKeyRequest,
  type NewApiKeyReply,
  apiKeyMessages,
} from '@psc/core/api-keys/api-keys.schemas';
import { parseStoredScopes } from '@psc/core/authorization-server/scopes';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type Listed = Awaited<ReturnType<Deps['apiKeysRepository']['listInAccount']>>[number];

const toReply = (row: Listed): ApiKeyReply => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: parseStoredScopes(row.scopes.join(' ')),
  createdByEmail: row.createdByEmail,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Administrators: the account's keys. */
export const listApiKeys = async (
  deps: Pick<Deps, 'apiKeysRepository'>,
  principal: Principal,
): Promise<ApiKeyReply[]> => (await deps.apiKeysRepository.listInAccount(principal.accountId)).map(toReply);

/** Administrators create a key that acts as themselves within its scopes; the key is in this reply only. */
export const createApiKey = async (
  deps: Pick<Deps, 'apiKeysRepository' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  request: ApiKeyRequest,
  origin: RequestOrigin,
): Promise<NewApiKeyReply> => {
  const key = `${apiKeyMarker}${randomBytes(32).toString('base64url')}`;
  const id = await deps.apiKeysRepository.insert({
    accountId: principal.accountId,
    personId: principal.personId,
    name: request.name,
    prefix: key.slice(0, apiKeyPrefixLength),
    keyHash: hashSecretToken(key),
    scopes: [...new Set(request.scopes)],
    createdAt: deps.clock.now(),
  });
  await recordSecurityEvent(deps, {
    type: 'api_key_created',
    personId: principal.personId,
    accountId: principal.accountId,
    email: principal.email,
    origin,
    detail: { keyId: id, name: request.name, scopes: request.scopes },
  });
  const created = await deps.apiKeysRepository.findInAccount(principal.accountId, id);
  if (!created) throw new AppError('INTERNAL', 'The new key could not be read back');
  return { ...toReply(created), key };
};

/** Administrators revoke a key of their account: it is refused from the next request on. */
export const revokeApiKey = async (
  deps: Pick<Deps, 'apiKeysRepository' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  keyId: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  const revoked = await deps.apiKeysRepository.revokeInAccount(principal.accountId, keyId, deps.clock.now());
  if (!revoked) throw new AppError('NOT_FOUND', apiKeyMessages.notFound);
  await recordSecurityEvent(deps, {
    type: 'api_key_revoked',
    personId: principal.personId,
    accountId: principal.accountId,
    email: principal.email,
    origin,
    detail: { keyId },
  });
  return { success: true, message: 'API key revoked' };
};
