import { calculatorMessages } from '@psc/core/calculators/calculators.schemas';
import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { calculatorNotFound } from './owned-calculator-reply.ts';

export const deleteCalculator = async (
  deps: Pick<Deps, 'calculatorsRepository'>,
  principal: Principal,
  calculatorId: string,
): Promise<SimpleReply> => {
  if (!(await deps.calculatorsRepository.deleteOwned(principal.accountId, principal.personId, calculatorId)))
    throw calculatorNotFound();
  return { success: true, message: calculatorMessages.deleted };
};
