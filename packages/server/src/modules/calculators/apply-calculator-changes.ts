import type {
  CalculatorReply,
  PreviousCoordinates,
  RouteCoordinates,
} from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import { overridesInvalidated } from './calculator-overrides.ts';
import type { CalculatorChanges, CalculatorRow } from './calculators.repository.ts';
import { calculatorNotFound, requireOwnedCalculator, type CalculatorDeps } from './owned-calculator-reply.ts';
import { toCalculatorReply } from './calculator-reply.ts';
import { routeCoordinatesOf } from '@psc/core/pricing/price-stored-calculator';
import type { PricingContext } from './pricing-context.ts';

const endsKey = (coordinates: RouteCoordinates) =>
  `${coordinates.origin?.seaportId ?? ''}>${coordinates.destination?.seaportId ?? ''}`;

/**
 * previousCoordinates after a change (docs/decisions/0021): when the sea-side ends moved, the ends before it and when;
 * null if there were none before; unchanged (undefined) when the ends did not move.
 */
const previousCoordinatesAfter = (
  before: RouteCoordinates,
  after: RouteCoordinates,
  at: Date,
): PreviousCoordinates | null | undefined => {
  if (endsKey(before) === endsKey(after)) return undefined;
  if (before.origin === null && before.destination === null) return null;
  return { ...before, replacedAt: at.getTime() };
};

/**
 * Writes a calculator change made through a calculator call (the edit form or a card field) and answers the priced
 * calculator. In the same transaction it clears overrides the change made meaningless (a fixed rate of another
 * currency pair, an in-quota duty of another duty rule) and records the route's previous ends if they moved.
 */
export const applyCalculatorChanges = async (
  deps: CalculatorDeps,
  principal: Principal,
  context: PricingContext,
  before: CalculatorRow,
  changes: CalculatorChanges,
): Promise<CalculatorReply> => {
  const after = await deps.database.db.transaction(async (tx) => {
    const repository = deps.calculatorsRepository;
    if (!(await repository.updateOwned(principal.accountId, principal.personId, before.id, changes, tx)))
      throw calculatorNotFound();
    const changed = await requireOwnedCalculator(deps, principal, before.id, tx);
    const previousCoordinates = previousCoordinatesAfter(
      routeCoordinatesOf(context, before),
      routeCoordinatesOf(context, changed),
      deps.clock.now(),
    );
    const follow: CalculatorChanges = {
      ...overridesInvalidated(context, before, changed),
      ...(previousCoordinates === undefined ? {} : { previousCoordinates }),
    };
    if (Object.keys(follow).length === 0) return changed;
    await repository.updateOwned(principal.accountId, principal.personId, before.id, follow, tx);
    return { ...changed, ...follow };
  });
  return toCalculatorReply(context, after);
};
