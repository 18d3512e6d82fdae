import type { QuoteReply } from '@psc/core/quotes/quotes.schemas';
import type { Principal } from '../../shared/principal.ts';
import type { MatrixDeps } from '../matrices/matrix-actions.ts';
import { requireCellRow, type CellAddress } from '../matrices/matrix-cell.ts';
import { freezeRow, type FreezeDeps } from './freeze-quote.ts';

/**
 * POST /api/v1/matrices/{matrixId}/quotes: a quote of one matrix cell, frozen from the row the cell is priced as
 * (decision 0047), so its figures are the cell's; no calculator is created.
 */
export const freezeMatrixCellQuote = async (
  deps: FreezeDeps & MatrixDeps,
  principal: Principal,
  matrixId: string,
  request: CellAddress & { validUntil: number; note: string },
): Promise<QuoteReply> => {
  const { row } = await requireCellRow(deps, principal, matrixId, request);
  return freezeRow(deps, principal, row, null, request);
};
