import type { Deps } from '../../deps.ts';
import { constantTimeEquals } from '../../shared/secret-token.ts';

export const isOperatorKey = (deps: Pick<Deps, 'config'>, key: string): boolean =>
  deps.config.operatorApiKey !== undefined && constantTimeEquals(key, deps.config.operatorApiKey);
