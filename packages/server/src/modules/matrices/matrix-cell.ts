import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import { requireOwnedMatrix, type MatrixDeps } from './matrix-actions.ts';
import { loadMatrixParts } from './matrix-prices.ts';
import type { MatrixParts } from './price-matrix.ts';
import { cellOf, planMatrix } from './price-matrix.ts';

export type CellAddress = { origin: number; destination: number; position: number };

/**
 * The caller's matrix cell as the calculator row it is priced as (decision 0047), for the calls that work on one
 * cell: open it as a calculator, its history, a quote of it. A cell without a price is refused with its reason.
 */
export const requireCellRow = async (
  deps: MatrixDeps,
  principal: Principal,
  matrixId: string,
  address: CellAddress,
): Promise<{ row: CalculatorRow; period: { id: string; name: string }; parts: MatrixParts }> => {
  const matrix = await requireOwnedMatrix(deps, principal, matrixId);
  const parts = await loadMatrixParts(deps, principal, matrix);
  const cell = cellOf(planMatrix(parts), address.origin, address.destination, address.position);
  if (cell.kind === 'unpriceable') throw new AppError('VALIDATION', cell.error);
  return { row: cell.row, period: cell.period, parts };
};
