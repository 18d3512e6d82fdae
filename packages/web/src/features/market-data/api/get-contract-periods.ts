import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractId } from '@psc/core/market-data/contracts';
import { periodsReplySchema } from '@psc/core/market-data/market-data.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/contract/periods/{contractId}: the contract's periods with their current prices (§7). */
export const getContractPeriods = (contractId: ContractId, signal?: AbortSignal) =>
  apiRequest(`/api/v1/contract/periods/${contractId}`, {
    schema: periodsReplySchema,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const getContractPeriodsQueryOptions = (contractId: ContractId) =>
  queryOptions({
    queryKey: ['contract', 'periods', contractId],
    queryFn: ({ signal }) => getContractPeriods(contractId, signal),
  });

export const useContractPeriods = (contractId: ContractId) =>
  useQuery(getContractPeriodsQueryOptions(contractId));
