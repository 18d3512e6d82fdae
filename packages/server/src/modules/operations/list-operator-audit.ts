import type { OperatorAuditEntry } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';

/** GET /api/ops/audit: newest first, filtered by action and target. */
export const listOperatorAudit = async (
  deps: Pick<Deps, 'operationsRepository'>,
  filter: { action?: string | undefined; target?: string | undefined; limit: number },
): Promise<OperatorAuditEntry[]> =>
  (await deps.operationsRepository.listAudit(filter)).map((row) => ({
    id: row.id,
    at: row.at.getTime(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    reason: row.reason,
    before: row.before,
    after: row.after,
  }));
