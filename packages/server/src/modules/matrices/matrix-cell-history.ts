import type { CalculatorHistoryReply } from '@psc/core/calculators/calculators.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from '../../shared/principal.ts';
import { checkRange, historyOfRow } from '../calculators/calculator-history.ts';
import type { CalculatorDeps } from '../calculators/owned-calculator-reply.ts';
import { requireOwnedMatrix, type MatrixDeps } from './matrix-actions.ts';
import { loadMatrixParts } from './matrix-prices.ts';
import { cellOf, planMatrix } from './price-matrix.ts';

/**
 * GET /api/v1/matrices/{matrixId}/history (issue 16 item 2, "same for a matrix cell"): the cell as it is priced today
 * (its period fixed as today's), priced again at every publication in the range, as a calculator's history is.
 */
export const matrixCellHistory = async (
  deps: MatrixDeps & CalculatorDeps,
  principal: Principal,
  matrixId: string,
  query: {
    origin: number;
    destination: number;
    position: number;
    from?: number | undefined;
    to?: number | undefined;
  },
): Promise<CalculatorHistoryReply> => {
  checkRange(deps, query);
  const matrix = await requireOwnedMatrix(deps, principal, matrixId);
  const cell = cellOf(
    planMatrix(await loadMatrixParts(deps, principal, matrix)),
    query.origin,
    query.destination,
    query.position,
  );
  if (cell.kind === 'unpriceable') throw new AppError('VALIDATION', cell.error);
  return historyOfRow(deps, cell.row, query);
};
