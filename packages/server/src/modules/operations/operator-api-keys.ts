import { randomBytes } from 'node:crypto';
import { operatorApiKeyMarker } from '@psc/core/operations/operations.endpoints';
import type { OperatorRole } from '@psc/core/operations/operator-roles';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import type { OperatorApiKeyRow } from './operations.repository.ts';
import { actorOf, type OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';

type KeyDeps = Pick<Deps, 'operationsRepository' | 'clock' | 'database'>;

const toReply = (row: OperatorApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  role: row.role,
  createdBy: row.createdBy,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  revokedAt: row.revokedAt?.getTime() ?? null,
});

export const listOperatorApiKeys = async (deps: KeyDeps) =>
  (await deps.operationsRepository.listApiKeys()).map(toReply);

/** A key of 256 random bits after the marker; only its SHA-256 is kept, so it is shown in this reply only. */
export const createOperatorApiKey = async (
  deps: KeyDeps,
  operator: OperatorPrincipal,
  request: { name: string; role: OperatorRole },
) => {
  const key = `${operatorApiKeyMarker}${randomBytes(32).toString('base64url')}`;
  return deps.database.db.transaction(async (tx) => {
    const row = await deps.operationsRepository.insertApiKey(
      {
        name: request.name,
        prefix: key.slice(0, operatorApiKeyMarker.length + 6),
        keyHash: hashSecretToken(key),
        role: request.role,
        createdBy: actorOf(operator),
        createdAt: deps.clock.now(),
      },
      tx,
    );
    await recordOperatorAction(
      deps,
      operator,
      { action: 'operator-key.created', target: row.id, after: { name: row.name, role: row.role } },
      tx,
    );
    return { ...toReply(row), key };
  });
};

export const revokeOperatorApiKey = async (deps: KeyDeps, operator: OperatorPrincipal, keyId: string) =>
  deps.database.db.transaction(async (tx) => {
    const row = await deps.operationsRepository.revokeApiKey(keyId, deps.clock.now(), tx);
    if (row === null) throw new AppError('NOT_FOUND', 'No live operator key has this id');
    await recordOperatorAction(
      deps,
      operator,
      { action: 'operator-key.revoked', target: row.id, before: { name: row.name, role: row.role } },
      tx,
    );
    return { success: true, message: `The key ${row.name} is revoked` };
  });
