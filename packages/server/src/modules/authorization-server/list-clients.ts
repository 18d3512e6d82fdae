import type { RegisteredClientReply } from '@psc/core/authorization-server/authorization-server.schemas';
import type { Deps } from '../../deps.ts';
import { toClientReply } from './register-client.ts';

export const listClients = async (
  deps: Pick<Deps, 'authorizationServerRepository'>,
): Promise<RegisteredClientReply[]> =>
  (await deps.authorizationServerRepository.listClients()).map(toClientReply);
