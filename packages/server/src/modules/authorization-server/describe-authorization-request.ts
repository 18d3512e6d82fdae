import type { AuthorizationRequestParameters } from '@psc/core/authorization-server/authorization-request';
import type { AuthorizationRequestReply } from '@psc/core/authorization-server/authorization-server.schemas';
import { scopeDescriptions } from '@psc/core/authorization-server/scopes';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { checkRequestOfClient } from './find-registered-client.ts';

/** What the consent screen shows: read from the registration, never from the link the user followed. */
export const describeAuthorizationRequest = async (
  deps: Pick<Deps, 'authorizationServerRepository'>,
  principal: Principal,
  parameters: AuthorizationRequestParameters,
): Promise<AuthorizationRequestReply> => {
  const check = await checkRequestOfClient(deps, parameters);
  if (check.kind !== 'valid')
    throw new AppError('BAD_REQUEST', check.description, { body: { error: check.error } });
  const { request } = check;
  return {
    clientId: request.client.clientId,
    clientName: request.client.name,
    redirectUri: request.redirectUri,
    scopes: request.scopes.map((scope) => ({ scope, description: scopeDescriptions[scope] })),
    userEmail: principal.email,
  };
};
