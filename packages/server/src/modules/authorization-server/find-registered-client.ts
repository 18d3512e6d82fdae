import {
  checkAuthorizationRequest,
  type AuthorizationRequestCheck,
  type AuthorizationRequestParameters,
  type RegisteredClient,
} from '@psc/core/authorization-server/authorization-request';
import type { Deps } from '../../deps.ts';

export type RegisteredClientRecord = RegisteredClient & { secretHash: string };

/** A registered, unrevoked third-party client, or null. */
export const findRegisteredClient = async (
  deps: Pick<Deps, 'authorizationServerRepository'>,
  clientId: string,
): Promise<RegisteredClientRecord | null> => {
  if (clientId === '' || clientId.length > 200) return null;
  const client = await deps.authorizationServerRepository.findActiveClient(clientId);
  return client === null
    ? null
    : {
        clientId: client.clientId,
        name: client.name,
        redirectUris: client.redirectUris,
        scopes: client.scopes,
        secretHash: client.secretHash,
      };
};

/** An authorization request checked against the registration of the client it names (none when it names none). */
export const checkRequestOfClient = async (
  deps: Pick<Deps, 'authorizationServerRepository'>,
  parameters: AuthorizationRequestParameters,
): Promise<AuthorizationRequestCheck> =>
  checkAuthorizationRequest(
    parameters,
    parameters.client_id ? await findRegisteredClient(deps, parameters.client_id) : null,
  );
