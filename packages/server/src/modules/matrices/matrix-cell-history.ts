import type { CalculatorHistoryReply } from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import { checkRange, historyOfRow } from '../calculators/calculator-history.ts';
import type { CalculatorDeps } from '../calculators/owned-calculator-reply.ts';
import type { MatrixDeps } from './matrix-actions.ts';
import { requireCellRow, type CellAddress } from './matrix-cell.ts';

/**
 * GET /api/v1/matrices/{matrixId}/history (issue 16 item 2, "same for a matrix cell"): the cell as it is priced today
 * (its period fixed as today's), priced again at every publication in the range, as a calculator's history is.
 */
export const matrixCellHistory = async (
  deps: MatrixDeps & CalculatorDeps,
  principal: Principal,
  matrixId: string,
  query: CellAddress & { from?: number | undefined; to?: number | undefined },
): Promise<CalculatorHistoryReply> => {
  checkRange(deps, query);
  const { row } = await requireCellRow(deps, principal, matrixId, query);
  return historyOfRow(deps, row, query);
};
