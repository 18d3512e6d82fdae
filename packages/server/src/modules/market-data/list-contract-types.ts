import { contractIds, type ContractId } from '@psc/core/market-data/contracts';

/**
 * GET /contract/types: every basis type of calculators.md §1, WhitePremium included (the price board uses it);
 * the calculator forms leave WhitePremium out themselves.
 */
export const listContractTypes = (): ContractId[] => [...contractIds];
