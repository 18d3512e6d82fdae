import type { OperatorAuditEntry } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { toCsv } from '../../shared/csv.ts';

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
    targetName: row.targetName,
    reason: row.reason,
    before: row.before,
    after: row.after,
  }));

/** GET /api/ops/audit.csv: the same rows as a CSV a spreadsheet opens safely (formula-like text neutralised). */
export const exportOperatorAudit = async (
  deps: Pick<Deps, 'operationsRepository'>,
  filter: { action?: string | undefined; target?: string | undefined; limit: number },
): Promise<string> =>
  toCsv(
    (await listOperatorAudit(deps, filter)).map((entry) => ({
      at: new Date(entry.at).toISOString(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      reason: entry.reason,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })),
  );
