import { AppError } from '@psc/core/shared/app-error';
import { calculatorMessages, type CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import type { Database } from '../../db/client.ts';
import type { CalculatorRow } from './calculators.repository.ts';
import { toCalculatorReply } from './calculator-reply.ts';
import type { PricingContext } from './pricing-context.ts';

export type CalculatorDeps = Pick<
  Deps,
  | 'calculatorsRepository'
  | 'currentMarketData'
  | 'referenceData'
  | 'clock'
  | 'config'
  | 'database'
  | 'pricingContexts'
>;

export const calculatorNotFound = () => new AppError('NOT_FOUND', calculatorMessages.notFound);

/** Many people's calculators at once, each only if its person owns it: for another module (an alert evaluation). */
export const findOwnedCalculators = (
  deps: Pick<Deps, 'calculatorsRepository'>,
  wanted: readonly { accountId: string; personId: string; id: string }[],
  executor?: Database,
): Promise<CalculatorRow[]> => deps.calculatorsRepository.findOwnedMany(wanted, executor);

/** The caller's calculator or 404, whoever else's id it is (another user's, another account's, or none). */
export const requireOwnedCalculator = async (
  deps: Pick<Deps, 'calculatorsRepository'>,
  principal: Principal,
  calculatorId: string,
  executor?: Database,
): Promise<CalculatorRow> => {
  const row = await deps.calculatorsRepository.findOwned(
    principal.accountId,
    principal.personId,
    calculatorId,
    executor,
  );
  if (!row) throw calculatorNotFound();
  return row;
};

/** Reads the calculator back after a change and prices it: every change answers with the whole calculator (§4). */
export const ownedCalculatorReply = async (
  deps: Pick<Deps, 'calculatorsRepository'>,
  principal: Principal,
  context: PricingContext,
  calculatorId: string,
): Promise<CalculatorReply> =>
  toCalculatorReply(context, await requireOwnedCalculator(deps, principal, calculatorId));
