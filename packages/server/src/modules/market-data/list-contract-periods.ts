import { isContractId } from '@psc/core/market-data/contracts';
import type { PeriodReply } from '@psc/core/market-data/market-data.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import type { Deps } from '../../deps.ts';
import { todayOf } from './market-calendar.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import { provenanceOf } from './provenance-fields.ts';

/** GET /contract/periods/{contractId}: the contract's periods today with their current prices. */
export const listContractPeriods = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'clock'>,
  contractId: string,
): Promise<PeriodReply[]> => {
  if (!isContractId(contractId) || contractId === 'WhitePremium')
    throw new AppError('NOT_FOUND', referenceMessages.unknownContract(contractId));
  const market = await deps.currentMarketData.get();
  return periodsOfContract(deps.referenceData, contractId, todayOf(deps.clock), market.prices).map(
    (period) => ({
      ...period,
      ...provenanceOf(market, period.contractId, period.id),
    }),
  );
};
