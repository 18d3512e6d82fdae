import { operatorApiKeyMarker } from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { constantTimeEquals, hashSecretToken } from '../../shared/secret-token.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';

/**
 * The bearer of an operator call (decision 0049): the bootstrap OPERATOR_API_KEY (an administrator), an operator API
 * key, or a console session's access token. Looked up only in the operators' own tables, so a customer's token or
 * key never matches, and an operator's token never matches a customer call (those read the customers' tables).
 */
export const authenticateOperator = async (
  deps: Pick<Deps, 'config' | 'operationsRepository' | 'clock'>,
  token: string,
): Promise<OperatorPrincipal | null> => {
  const bootstrapKey = deps.config.operatorApiKey;
  if (bootstrapKey !== undefined && constantTimeEquals(token, bootstrapKey))
    return {
      id: null,
      email: null,
      name: 'bootstrap key',
      role: 'admin',
      via: 'bootstrap-key',
      familyId: null,
    };
  const now = deps.clock.now();
  const tokenHash = hashSecretToken(token);
  if (token.startsWith(operatorApiKeyMarker)) {
    const key = await deps.operationsRepository.findLiveApiKey(tokenHash);
    if (key === null) return null;
    await deps.operationsRepository.touchApiKey(key.id, now);
    return { id: null, email: null, name: `key ${key.name}`, role: key.role, via: 'api-key', familyId: null };
  }
  const owner = await deps.operationsRepository.findAccessTokenOwner(tokenHash, now);
  if (owner === null) return null;
  return {
    id: owner.id,
    email: owner.email,
    name: owner.name,
    role: owner.role,
    via: 'session',
    familyId: owner.familyId,
  };
};
