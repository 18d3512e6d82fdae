import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { actorOf, type OperatorPrincipal } from '../../shared/operator-principal.ts';

export type OperatorAction = {
  action: string;
  target?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/** One line of the operator audit trail (issue 15 item 5), in the caller's transaction when it has one. */
export const recordOperatorAction = async (
  deps: Pick<Deps, 'operationsRepository' | 'clock'>,
  operator: OperatorPrincipal,
  entry: OperatorAction,
  executor?: Database,
): Promise<void> => {
  await deps.operationsRepository.insertAudit(
    {
      at: deps.clock.now(),
      operatorId: operator.id,
      actor: actorOf(operator),
      action: entry.action,
      target: entry.target ?? null,
      reason: entry.reason ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
    executor,
  );
};
