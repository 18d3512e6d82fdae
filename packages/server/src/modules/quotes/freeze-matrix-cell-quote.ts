import type { QuoteReply } from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from '../../shared/principal.ts';
import { requireOwnedMatrix, type MatrixDeps } from '../matrices/matrix-actions.ts';
import { loadMatrixParts } from '../matrices/matrix-prices.ts';
import { cellOf, planMatrix } from '../matrices/price-matrix.ts';
import { freezeRow, type FreezeDeps } from './freeze-quote.ts';

/**
 * POST /api/v1/matrices/{matrixId}/quotes: a quote of one matrix cell, frozen from the row the cell is priced as
 * (decision 0047), so its figures are the cell's; no calculator is created.
 */
export const freezeMatrixCellQuote = async (
  deps: FreezeDeps & MatrixDeps,
  principal: Principal,
  matrixId: string,
  request: { origin: number; destination: number; position: number; validUntil: number; note: string },
): Promise<QuoteReply> => {
  const matrix = await requireOwnedMatrix(deps, principal, matrixId);
  const cell = cellOf(
    planMatrix(await loadMatrixParts(deps, principal, matrix)),
    request.origin,
    request.destination,
    request.position,
  );
  if (cell.kind === 'unpriceable') throw new AppError('VALIDATION', cell.error);
  return freezeRow(deps, principal, cell.row, null, request);
};
