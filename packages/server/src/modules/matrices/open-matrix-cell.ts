import { matrixMessages } from '@psc/core/matrices/matrices.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from '../../shared/principal.ts';
import { createCalculator } from '../calculators/create-calculator.ts';
import type { CalculatorDeps } from '../calculators/owned-calculator-reply.ts';
import type { MatrixDeps } from './matrix-actions.ts';
import { requireCellRow, type CellAddress } from './matrix-cell.ts';
import { blockColumnsOf, originLabelOf } from './matrix-cell-row.ts';

/**
 * POST /api/v1/matrices/{matrixId}/calculators: the cell as a calculator of its own, stored with the columns the
 * cell was priced from (its period fixed, the matrix's block settings), through the calculator's own creation rules
 * and plan limit, so its card shows the cell's figures.
 */
export const openMatrixCell = async (
  deps: MatrixDeps & CalculatorDeps,
  principal: Principal,
  id: string,
  request: CellAddress,
) => {
  const { row, period, parts } = await requireCellRow(deps, principal, id, request);
  const matrix = parts.matrix;
  const origin = matrix.origins[request.origin];
  if (origin === undefined) throw new AppError('VALIDATION', matrixMessages.cellOutside);
  const destinationName =
    row.destinationName ?? parts.context.portsById.get(row.globalDestinationId ?? '')?.name;
  const name = `${originLabelOf(parts.context, origin)} → ${destinationName ?? ''} ${period.name}`;
  const created = await createCalculator(
    deps,
    principal,
    {
      name: name.slice(0, 100),
      contractId: origin.contractId,
      periodId: row.periodId,
      originRegionId: row.originRegionId,
      originCMPRegionId: row.originCmpRegionId,
      originCountryId: row.originCountryId,
      originPortId: row.originPortId,
      destinationId: row.userDestinationId ?? row.globalDestinationId ?? '',
      currencyCode: row.currencyCode,
      freightMode: origin.freightMode,
    },
    { ...blockColumnsOf(matrix.blocks), polarisation: origin.polarisation ?? null },
  );
  return { success: true as const, message: matrixMessages.calculatorCreated, calculatorId: created.id };
};
