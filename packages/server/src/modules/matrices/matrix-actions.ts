import { contracts } from '@psc/core/market-data/contracts';
import {
  matrixMessages,
  type MatrixReply,
  type MatrixRequestParsed,
} from '@psc/core/matrices/matrices.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { checkCurrency } from '../calculators/check-calculator-choice.ts';
import { checkFreightMode } from '../calculators/freight-choices.ts';
import { checkPolarisation } from '../calculators/calculator-overrides.ts';
import { loadPricingContext, type PricingContext } from '../calculators/pricing-context.ts';
import type { MatrixChoice, MatrixRecord } from './matrices.repository.ts';

/** What other modules know of a stored matrix (an alert watching one), without its repository. */
export type { MatrixRecord } from './matrices.repository.ts';
import { originColumnsOf } from './matrix-cell-row.ts';

export type MatrixDeps = Pick<
  Deps,
  'matricesRepository' | 'currentMarketData' | 'referenceData' | 'clock' | 'config' | 'pricingContexts'
>;

export const matrixNotFound = () => new AppError('NOT_FOUND', matrixMessages.notFound);

export const toMatrixReply = (record: MatrixRecord): MatrixReply => ({
  id: record.id,
  name: record.name,
  currencyCode: record.currencyCode,
  // Matrices saved before rows had a grade read as the origin's usual one.
  origins: record.origins.map((origin) => ({ ...origin, polarisation: origin.polarisation ?? null })),
  destinationIds: record.destinationIds,
  periodCount: record.periodCount,
  blocks: record.blocks,
  createdAt: record.createdAt.getTime(),
  updatedAt: record.updatedAt.getTime(),
});

export const requireOwnedMatrix = async (
  deps: Pick<Deps, 'matricesRepository'>,
  principal: Principal,
  id: string,
): Promise<MatrixRecord> => {
  const record = await deps.matricesRepository.findOwned(principal.accountId, principal.personId, id);
  if (record === null) throw matrixNotFound();
  return record;
};

const invalid = (message: string) => new AppError('VALIDATION', message);

/**
 * The rules of a calculator's origin, freight mode and destination, row by row and column by column, so a saved
 * matrix only holds choices a calculator accepts; a pairing one basis cannot deliver (the cash market outside
 * Europe) is a cell's reason, not a refusal of the whole matrix.
 */
const checkMatrixChoice = async (
  deps: MatrixDeps,
  principal: Principal,
  context: PricingContext,
  request: MatrixRequestParsed,
): Promise<MatrixChoice> => {
  request.origins.forEach((origin, index) => {
    const refused = (message: string) => invalid(matrixMessages.originRefused(index + 1, message));
    if (!contracts[origin.contractId].selectableAsBasis)
      throw refused(calculatorChoiceMessages.notABasis(contracts[origin.contractId].displayName));
    if (
      origin.contractId !== 'CashMarketPrice' &&
      origin.contractId !== 'BrazilSRP' &&
      origin.contractId !== 'BrazilSPRP' &&
      origin.originPortId === null
    )
      throw refused(matrixMessages.choosePort);
    try {
      originColumnsOf(context, origin);
      checkFreightMode(origin.contractId, origin.freightMode ?? '');
      checkPolarisation(
        context,
        origin.contractId,
        origin.polarisation === null ? '' : String(origin.polarisation),
      );
    } catch (error) {
      if (error instanceof AppError) throw refused(error.message);
      throw error;
    }
  });
  if (new Set(request.destinationIds).size !== request.destinationIds.length)
    throw invalid(matrixMessages.destinationOnce);
  const own = new Set(
    (
      await deps.matricesRepository.ownedDestinations(
        principal.accountId,
        principal.personId,
        request.destinationIds,
      )
    ).map((destination) => destination.id),
  );
  for (const id of request.destinationIds) {
    const port = context.portsById.get(id);
    if (!own.has(id) && (port === undefined || !port.isDestination))
      throw invalid(matrixMessages.unknownDestination(id));
  }
  return {
    name: request.name,
    currencyCode: checkCurrency(context, request.currencyCode),
    origins: request.origins,
    destinationIds: request.destinationIds,
    periodCount: request.periodCount,
    blocks: request.blocks,
  };
};

/** GET /api/v1/matrices. */
export const listMatrices = async (deps: MatrixDeps, principal: Principal): Promise<MatrixReply[]> =>
  (await deps.matricesRepository.listOwned(principal.accountId, principal.personId)).map(toMatrixReply);

/** GET /api/v1/matrices/{matrixId}. */
export const getMatrix = async (deps: MatrixDeps, principal: Principal, id: string): Promise<MatrixReply> =>
  toMatrixReply(await requireOwnedMatrix(deps, principal, id));

/** POST /api/v1/matrices. */
export const createMatrix = async (
  deps: MatrixDeps,
  principal: Principal,
  request: MatrixRequestParsed,
): Promise<MatrixReply> => {
  const choice = await checkMatrixChoice(deps, principal, await loadPricingContext(deps), request);
  return toMatrixReply(await deps.matricesRepository.insert(principal, choice, deps.clock.now()));
};

/** PUT /api/v1/matrices/{matrixId}. */
export const updateMatrix = async (
  deps: MatrixDeps,
  principal: Principal,
  id: string,
  request: MatrixRequestParsed,
): Promise<MatrixReply> => {
  await requireOwnedMatrix(deps, principal, id);
  const choice = await checkMatrixChoice(deps, principal, await loadPricingContext(deps), request);
  const record = await deps.matricesRepository.updateOwned(
    principal.accountId,
    principal.personId,
    id,
    choice,
    deps.clock.now(),
  );
  if (record === null) throw matrixNotFound();
  return toMatrixReply(record);
};

/** DELETE /api/v1/matrices/{matrixId}. */
export const deleteMatrix = async (deps: MatrixDeps, principal: Principal, id: string) => {
  if (!(await deps.matricesRepository.deleteOwned(principal.accountId, principal.personId, id)))
    throw matrixNotFound();
  return { success: true, message: matrixMessages.deleted };
};
