import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import type { Principal } from '../../shared/principal.ts';
import { loadPricingContext } from '../calculators/pricing-context.ts';
import { requireOwnedMatrix, type MatrixDeps } from './matrix-actions.ts';
import type { MatrixRecord } from './matrices.repository.ts';
import { priceMatrix, type MatrixParts } from './price-matrix.ts';

/** The matrix with what its cells need from the database and the current publications: three reads. */
export const loadMatrixParts = async (
  deps: MatrixDeps,
  principal: Pick<Principal, 'accountId' | 'personId'>,
  matrix: MatrixRecord,
): Promise<MatrixParts> => {
  const [context, destinations, accountFinanceTerms] = await Promise.all([
    loadPricingContext(deps),
    deps.matricesRepository.ownedDestinations(principal.accountId, principal.personId, matrix.destinationIds),
    deps.matricesRepository.accountFinanceTerms(principal.accountId),
  ]);
  return {
    context,
    matrix,
    userDestinations: new Map(destinations.map((destination) => [destination.id, destination])),
    accountFinanceTerms,
  };
};

/** GET /api/v1/matrices/{matrixId}/prices. */
export const matrixPrices = async (
  deps: MatrixDeps,
  principal: Principal,
  id: string,
): Promise<MatrixPricesReply> =>
  priceMatrix(await loadMatrixParts(deps, principal, await requireOwnedMatrix(deps, principal, id)));
