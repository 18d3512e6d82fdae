import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';

export const authenticateAccessToken = async (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  accessToken: string,
): Promise<Principal | null> => {
  const owner = await deps.authRepository.findAccessTokenOwner(hashSecretToken(accessToken), deps.clock.now());
  return owner;
};
